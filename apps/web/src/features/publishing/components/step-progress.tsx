'use client';
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { STEPS, type StepKey } from '../ad-draft';

interface StepProgressProps {
  step: StepKey;
  /** Index of the furthest step the user may jump to (every step when editing an ad). */
  reached: number;
  onStep: (step: StepKey) => void;
  /** Shown beside the step's heading (start over). */
  action?: ReactNode;
}

/**
 * Where the user is, and a way to any step already reached: every step as a button on wide screens,
 * "step 3 of 7" opening a list of the steps on phones.
 */
export function StepProgress({ step, reached, onStep, action }: StepProgressProps) {
  const t = useTranslations('publish');
  const index = STEPS.indexOf(step);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const stepOf = t('newAd.stepOf', { current: index + 1, total: STEPS.length });
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
          <Step key={key} completed={position < reached && position !== index}>
            <StepButton
              onClick={() => onStep(key)}
              // The current step stays focusable: the list's one Tab stop, from where the arrows move on.
              disabled={position > reached}
              aria-current={position === index ? 'step' : undefined}
            >
              {t(`stepNames.${key}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        {reached > 0 ? (
          <Button
            size="small"
            color="inherit"
            endIcon={<ExpandMoreIcon />}
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('newAd.chooseStep', { current: index + 1, total: STEPS.length })}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor ? menuId : undefined}
            // Its text in line with the heading below, past the button's own padding.
            sx={{ color: 'text.secondary', minHeight: 44, ml: '-5px', fontWeight: 400 }}
          >
            {stepOf}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {stepOf}
          </Typography>
        )}
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {STEPS.map((key, position) => (
            <MenuItem
              key={key}
              selected={position === index}
              disabled={position > reached}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => {
                setAnchor(null);
                onStep(key);
              }}
              sx={{ minHeight: 44 }}
            >
              {position + 1}. {t(`stepNames.${key}`)}
            </MenuItem>
          ))}
        </Menu>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / STEPS.length) * 100}
          aria-label={t('newAd.progress')}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Stack
        direction="row"
        sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="step-heading" component="h2" variant="h2">
          {t(`stepNames.${step}`)}
        </Typography>
        {action}
      </Stack>
    </>
  );
}
