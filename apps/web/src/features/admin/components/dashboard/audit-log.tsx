'use client';
import { useTranslations } from 'next-intl';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@kraam/shared';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { useAuditDetail } from '../../hooks/use-audit-detail';

/** The newest admin actions: what, who and when (in the user's language, Europe/Amsterdam). */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const t = useTranslations('admin');
  const format = useAdminFormat();
  const detail = useAuditDetail();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="audit-title">
      <Typography id="audit-title" variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
        {t('dashboard.auditTitle')}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('dashboard.auditEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby="audit-title">
          {entries.map((entry) => {
            const what = detail(entry);
            return (
              <ListItem
                key={entry.id}
                divider
                sx={{
                  display: 'grid',
                  gap: 0.25,
                  gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 3fr' },
                  py: 1,
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`audit.${entry.action}`)}
                  {what && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${what}`}
                    </Typography>
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.adminEmail}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
                  {format.dateTime(entry.at)}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
