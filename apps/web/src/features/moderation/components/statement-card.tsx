'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { API_PATHS, type Statement } from '@kraam/shared';
import { SHELL } from '@/theme/theme';
import { statementsQuery } from '../api/statement-calls';
import { useSignedInContext } from '../model/use-signed-in-context';
import { useStatementWords } from '../model/use-statement-words';
import { AppealForm } from './appeal-form';

/** One part of a statement: its label and what it says. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="subtitle2" sx={{ mt: 2, '&:first-of-type': { mt: 0 } }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, '& > p': { m: 0, mt: 0.5 } }}>
        {children}
      </Box>
    </>
  );
}

const Line = ({ children, preWrap = false }: { children: ReactNode; preWrap?: boolean }) => (
  <Typography component="p" sx={{ overflowWrap: 'anywhere', whiteSpace: preWrap ? 'pre-wrap' : undefined }}>
    {children}
  </Typography>
);

interface StatementCardProps {
  statement: Statement;
  /** The statement the mail's link named (`?decision=`): scrolled to, marked and open. */
  highlighted: boolean;
  defaultExpanded: boolean;
}

/**
 * A statement of reasons (Art. 17(3) DSA) as its reader sees it: what was decided on what, where, the
 * facts, how it was found and decided, the ground, the subject, a reporter's case, the ways to disagree
 * (an appeal here, a dispute settlement body, the courts), and the reader's appeal with its outcome.
 */
export function StatementCard({ statement, highlighted, defaultExpanded }: StatementCardProps) {
  const t = useTranslations('statements');
  const words = useStatementWords()(statement);
  const ctx = useSignedInContext();
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [appealing, setAppealing] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [justSent, setJustSent] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const appealButton = useRef<HTMLButtonElement>(null);
  const appealStatus = useRef<HTMLDivElement>(null);
  const detailsId = `statement-${statement.id}-details`;
  const summaryId = `statement-${statement.id}-summary`;

  // The mail's link: the statement comes into view under the header and the keyboard starts on it.
  useEffect(() => {
    if (!highlighted) return;
    card.current?.scrollIntoView?.({ block: 'start' });
    summary.current?.focus({ preventScroll: true });
  }, [highlighted]);

  useEffect(() => {
    if (justSent && statement.appeal) appealStatus.current?.focus();
  }, [justSent, statement.appeal]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [API_PATHS.statements] });

  const sent = (appealId: number, message: string | null) => {
    // At once as under review; the list is then read again from the server.
    queryClient.setQueryData(statementsQuery(ctx).queryKey, (list) =>
      list?.map((item) =>
        item.id === statement.id
          ? {
              ...item,
              appeal: {
                id: appealId,
                status: 'open' as const,
                explanation: null,
                createdAt: new Date().toISOString(),
                resolvedAt: null,
              },
            }
          : item,
      ),
    );
    setAppealing(false);
    setJustSent(true);
    toast.success(message ?? t('appeal.sent'));
    void refresh();
  };

  const refusedWith = (message: string) => {
    setRefused(message);
    setAppealing(false);
    void refresh();
  };

  const cancel = () => {
    setAppealing(false);
    // After the form closes, the keyboard goes back to the button that opened it.
    requestAnimationFrame(() => appealButton.current?.focus());
  };

  const { appeal } = statement;
  const canAppeal = !appeal && statement.appealUntil !== null && !statement.reversedAt && !refused;

  return (
    <Accordion
      ref={card}
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      data-testid="statement"
      data-highlighted={highlighted || undefined}
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        scrollMarginTop: `${SHELL.headerHeight + 16}px`,
        '&::before': { display: 'none' },
        ...(highlighted && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <AccordionSummary
        ref={summary}
        id={summaryId}
        aria-controls={detailsId}
        expandIcon={<ExpandMoreIcon />}
        sx={{ minHeight: 56, alignItems: 'flex-start', '& .MuiAccordionSummary-content': { my: 1.5 } }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Typography component="span" variant="h4">
            {words.heading}
          </Typography>
          {statement.targetTitle && (
            <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
              “{statement.targetTitle}”
            </Typography>
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {words.decidedOn}
          </Typography>
          {words.labels.length > 0 && (
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              {words.labels.map((label) => (
                <Chip key={label} component="span" label={label} size="small" variant="outlined" />
              ))}
            </Box>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {words.reversed && (
          <Alert severity="success" role="note">
            {words.reversed}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          <Part label={t('sections.decided')}>
            {words.measures.map((measure) => (
              <Line key={measure}>{measure}</Line>
            ))}
            <Line>{words.scope}</Line>
          </Part>
          {words.report && (
            <Part label={t('sections.report')}>
              {words.report.caseNumbers && <Line>{words.report.caseNumbers}</Line>}
              <Line>{words.report.acted}</Line>
            </Part>
          )}
          {statement.decision_facts && (
            <Part label={t('sections.facts')}>
              <Line preWrap>{statement.decision_facts}</Line>
            </Part>
          )}
          {words.ground && (
            <Part label={t('sections.ground')}>
              <Line>{words.ground.text}</Line>
              {words.ground.explanation && <Line preWrap>{words.ground.explanation}</Line>}
            </Part>
          )}
          {words.category && (
            <Part label={t('sections.category')}>
              <Line>{words.category}</Line>
            </Part>
          )}
          <Part label={t('sections.how')}>
            {words.how.map((line) => (
              <Line key={line}>{line}</Line>
            ))}
          </Part>
          <Part label={t('sections.options')}>
            {words.appealOption && <Line>{words.appealOption}</Line>}
            <Line>{t('options.dispute')}</Line>
            <Line>{t('options.court')}</Line>
          </Part>
        </Box>
        {refused && <Alert severity="warning">{refused}</Alert>}
        {appeal && words.appealStatus && (
          <Alert
            ref={appealStatus}
            tabIndex={-1}
            role="status"
            severity={
              appeal.status === 'open' ? 'info' : appeal.status === 'reversed' ? 'success' : 'warning'
            }
          >
            <Typography component="p" variant="subtitle2" sx={{ m: 0 }}>
              {words.labels[0]}
            </Typography>
            <Typography component="p" variant="body2" sx={{ m: 0 }}>
              {words.appealStatus.text}
            </Typography>
            {words.appealStatus.explanation && (
              <>
                <Typography component="p" variant="subtitle2" sx={{ mt: 1, mb: 0 }}>
                  {t('appeal.explanation')}
                </Typography>
                <Typography
                  component="p"
                  variant="body2"
                  sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {words.appealStatus.explanation}
                </Typography>
              </>
            )}
          </Alert>
        )}
        {canAppeal && !appealing && (
          <Box>
            <Button
              ref={appealButton}
              variant="contained"
              onClick={() => setAppealing(true)}
              sx={{ minHeight: 44 }}
            >
              {t('appeal.open')}
            </Button>
          </Box>
        )}
        {canAppeal && appealing && (
          <AppealForm decisionId={statement.id} onSent={sent} onRefused={refusedWith} onCancel={cancel} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}
