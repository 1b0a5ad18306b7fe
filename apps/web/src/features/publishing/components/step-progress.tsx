'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { STEPS, type StepKey } from '../ad-draft';

/** Where the user is: every step on wide screens (earlier ones clickable), "step 3 of 7" on phones. */
export function StepProgress({ step, onStep }: { step: StepKey; onStep: (step: StepKey) => void }) {
  const t = useTranslations('publish');
  const index = STEPS.indexOf(step);
  return (
    <>
      <Stepper
        nonLinear
        activeStep={index}
        alternativeLabel
        sx={{ display: { xs: 'none', md: 'flex' } }}
        aria-label={t('newAd.progress')}
      >
        {STEPS.map((key, position) => (
          <Step key={key} completed={position < index}>
            <StepButton
              onClick={() => onStep(key)}
              disabled={position >= index}
              aria-current={position === index ? 'step' : undefined}
            >
              {t(`stepNames.${key}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="body2" color="text.secondary">
          {t('newAd.stepOf', { current: index + 1, total: STEPS.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / STEPS.length) * 100}
          aria-label={t('newAd.progress')}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Typography id="step-heading" component="h2" variant="h2" sx={{ mt: 3 }}>
        {t(`stepNames.${step}`)}
      </Typography>
    </>
  );
}
