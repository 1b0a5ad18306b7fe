'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/link/app-link';
import { useApiBase } from '@/lib/api/api-base-context';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { loginHref } from '@/lib/login-href';
import { useViewer } from '@/lib/session/viewer-context';
import { statementByLinkQuery, type LinkContext, type StatementLink } from '../api/statement-calls';
import { linkedDecisionId, parseStatementLink } from '../model/statement-link';
import { StatementSourceProvider, useLinkedSource } from '../model/statement-source';
import { StatementCard } from './statement-card';

const STATEMENTS_PATH = '/dashboard/statements';

/**
 * A link that opens nothing (missing, malformed, another decision's or forged): the statements are also in
 * the account, so a guest is offered the login (and back to the decision) and a signed-in reader the list.
 */
function BadLink({ decision }: { decision: number | null }) {
  const t = useTranslations('statements.linked');
  const signedIn = useViewer().token !== null;
  const statements = { pathname: STATEMENTS_PATH, search: decision ? `?decision=${decision}` : '' };
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1.5 } }}>
      {signedIn ? t('badLinkSignedIn') : t('badLink')}
      <Box>
        <LinkButton
          href={signedIn ? `${statements.pathname}${statements.search}` : loginHref(statements)}
          variant="outlined"
          color="inherit"
          sx={{ minHeight: 44 }}
        >
          {signedIn ? t('toStatements') : t('toLogin')}
        </LinkButton>
      </Box>
    </Alert>
  );
}

/** The statement the link names, read without a session, with the appeal through the same link. */
function StatementByLink({ ctx, link }: { ctx: LinkContext; link: StatementLink }) {
  const t = useTranslations('statements');
  const statement = useQuery(statementByLinkQuery(ctx, link));
  const source = useLinkedSource(ctx, link);

  if (statement.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('linked.loading')} />
      </Box>
    );
  }
  if (statement.isError) {
    // 404: a wrong or forged token, or another decision's; 400: a query the API would not read.
    const { error } = statement;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <BadLink decision={link.decision} />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void statement.refetch()} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(error, t('linked.failed'))}
      </Alert>
    );
  }
  return (
    <StatementSourceProvider value={source}>
      <Typography color="text.secondary">{t('linked.intro')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('linked.personal')}
      </Typography>
      <StatementCard statement={statement.data} highlighted={false} defaultExpanded />
    </StatementSourceProvider>
  );
}

/**
 * /statement?decision=<id>&appeal=<token>: the statement of reasons the mail linked to, for its affected
 * user whether signed in or not (a suspended account cannot log in, yet may appeal: Art. 20 DSA). The
 * same card and appeal form as the dashboard, through the link's calls; a bad link asks nothing of the API.
 */
export function LinkedStatement({ decision, appeal }: { decision?: string; appeal?: string }) {
  const apiBase = useApiBase();
  const lang = useLocale();
  const ctx = useMemo(() => ({ apiBase, lang }), [apiBase, lang]);
  const link = useMemo(() => parseStatementLink(decision, appeal), [decision, appeal]);
  // A mail program may cut the token off: the login still leads back to the decision named.
  if (!link) return <BadLink decision={linkedDecisionId(decision)} />;
  return <StatementByLink ctx={ctx} link={link} />;
}
