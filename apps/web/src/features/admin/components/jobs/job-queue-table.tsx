'use client';
import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobQueue } from '@kraam/shared';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { jobLabelKey } from '../../model/job-labels';

const STATES = ['queued', 'retrying', 'active', 'completed', 'failed'] as const;

/** One row per job: what it does, when it runs, and its jobs by state. */
export function JobQueueTable({ queues }: { queues: JobQueue[] }) {
  const t = useTranslations('admin.jobs');
  const format = useAdminFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="jobs-table-title">
      <Typography id="jobs-table-title" variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
        {t('tableTitle')}
      </Typography>
      {/* Seven columns do not fit a phone: the table scrolls on its own, the page does not. */}
      <TableContainer tabIndex={0} aria-labelledby="jobs-table-title">
        <Table size="small" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('job')}</TableCell>
              {STATES.map((state) => (
                <TableCell key={state} align="right">
                  {t(`states.${state}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {queues.map((queue) => {
              const key = jobLabelKey(queue.name);
              const schedule = queue.schedule;
              return (
                <TableRow key={queue.name} data-job={queue.name}>
                  <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {key ? t(`names.${key}.title`) : queue.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {key
                        ? t(`names.${key}.when`)
                        : schedule
                          ? t('cron', { cron: schedule.cron, timezone: schedule.timezone })
                          : t('whenSent')}
                    </Typography>
                  </TableCell>
                  {STATES.map((state) => (
                    <TableCell
                      key={state}
                      align="right"
                      sx={
                        state === 'failed' && queue.failed > 0 ? { color: 'error.main', fontWeight: 600 } : {}
                      }
                    >
                      {format.count(queue[state])}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
