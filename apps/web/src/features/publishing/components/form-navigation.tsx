'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { StepKey } from '../ad-draft';

interface FormNavigationProps {
  step: StepKey;
  editing: boolean;
  sending: boolean;
  onBack: () => void;
  onNext: () => void;
  onPublish: () => void;
}

/** Back and next under each step; on the review step publish (or save, when editing). */
export function FormNavigation({ step, editing, sending, onBack, onNext, onPublish }: FormNavigationProps) {
  const t = useTranslations('publish.newAd');
  const review = step === 'review';
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={1.5}
      sx={{ mt: 4, alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}
    >
      {step !== 'category' && (
        <Button
          variant="outlined"
          size="large"
          onClick={onBack}
          startIcon={<ArrowBackIcon />}
          disabled={sending}
        >
          {t('back')}
        </Button>
      )}
      {review ? (
        <Button
          variant="contained"
          size="large"
          onClick={onPublish}
          disabled={sending}
          aria-busy={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 200 }}
        >
          {editing ? t('save') : t('publish')}
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={onNext}
          endIcon={<ArrowForwardIcon />}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 160 }}
        >
          {t('next')}
        </Button>
      )}
    </Stack>
  );
}
