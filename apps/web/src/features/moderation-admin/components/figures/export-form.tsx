'use client';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { exportUrl } from '../../api/bff-paths';
import { defaultExportRange, exportProblems, type ExportField } from '../../model/figures';

// The Transparency Database's days (moderationExportQuerySchema): the native picker offers no others.
const dateInput = { htmlInput: { min: '2000-01-01', max: '2099-12-31' }, inputLabel: { shrink: true } };

/**
 * The statements of reasons of a period as the Transparency Database takes them (DSA Art. 24(5)): a plain
 * link that downloads the BFF's answer. The dates are checked by the API's rules first, so a refused period
 * shows its errors here instead of downloading the API's refusal.
 */
export function ExportForm({ year, today, headingId }: { year: number; today: string; headingId: string }) {
  const t = useTranslations('moderation.figures.export');
  const [range, setRange] = useState(() => defaultExportRange(year, today));
  // Errors show once a field was left or a download tried, and then follow every change.
  const [checked, setChecked] = useState(false);
  const inputs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const problems = exportProblems(range.from, range.to);
  const shown = checked ? problems : {};

  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    const first = (['from', 'to'] as const).find((field) => problems[field]);
    if (!first) return;
    event.preventDefault();
    setChecked(true);
    inputs[first].current?.focus();
  };

  const field = (name: ExportField) => {
    const problem = shown[name];
    return (
      <TextField
        key={name}
        id={`moderation-export-${name}`}
        type="date"
        label={t(name)}
        value={range[name]}
        onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => setChecked(true)}
        inputRef={inputs[name]}
        required
        error={Boolean(problem)}
        helperText={problem ? t(problem) : undefined}
        slotProps={dateInput}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
    );
  };

  return (
    <Stack spacing={2}>
      <Typography id={headingId} variant="h2">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" id="moderation-export-explanation">
        {t('explanation')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {field('from')}
        {field('to')}
      </Stack>
      <div>
        <Button
          variant="contained"
          href={exportUrl(range.from, range.to)}
          download={`kraam-statements-${range.from}-${range.to}.json`}
          onClick={onDownload}
          startIcon={<DownloadIcon />}
          aria-describedby="moderation-export-explanation"
          sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
        >
          {t('download')}
        </Button>
      </div>
    </Stack>
  );
}
