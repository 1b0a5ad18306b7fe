'use client';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api/api-error';
import { statementsQuery } from '../api/statement-calls';
import { useSignedInContext } from '../model/use-signed-in-context';
import { StatementCard } from './statement-card';

/** `?decision=12` of the statement mail's link, or null. */
function linkedDecision(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * /dashboard/statements: the signed-in user's statements of reasons, newest first, as the affected user
 * or as a reporter; the one the mail's link names is opened and brought into view.
 */
export function StatementList() {
  const t = useTranslations('statements');
  const ctx = useSignedInContext();
  const linked = linkedDecision(useSearchParams().get('decision'));
  const statements = useQuery({ ...statementsQuery(ctx), enabled: ctx.token !== null });

  if (statements.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (statements.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void statements.refetch()} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(statements.error, t('failed'))}
      </Alert>
    );
  }
  if (statements.data.length === 0) return <Typography>{t('empty')}</Typography>;

  const single = statements.data.length === 1;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {statements.data.map((statement) => (
        <li key={statement.id}>
          <StatementCard
            statement={statement}
            highlighted={statement.id === linked}
            defaultExpanded={single || statement.id === linked}
          />
        </li>
      ))}
    </Box>
  );
}
