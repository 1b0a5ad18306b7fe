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
import { CACHE_GROUPS, type CacheStats } from '@kraam/shared';
import { useAdminFormat } from '../../hooks/use-admin-format';
import { NoTraffic } from './no-traffic';

// On a phone the hit ratio stands for hits and misses, so the table fits without scrolling sideways.
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Entries, memory and hit figures per cache group. */
export function GroupTable({ groups }: { groups: CacheStats['groups'] }) {
  const t = useTranslations('admin');
  const format = useAdminFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="groups-title">
      <Typography id="groups-title" variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
        {t('dashboard.groupsTitle')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="groups-title" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.group')}</TableCell>
              <TableCell align="right">{t('dashboard.entries')}</TableCell>
              <TableCell align="right">{t('dashboard.memory')}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('dashboard.hits')}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t('dashboard.misses')}
              </TableCell>
              <TableCell align="right">{t('dashboard.hitRatio')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {CACHE_GROUPS.map((group) => {
              const figures = groups[group];
              return (
                <TableRow key={group} data-group={group}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                    {t(`groups.${group}`)}
                  </TableCell>
                  <TableCell align="right">{format.count(figures?.entries ?? 0)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {format.bytes(figures?.memoryBytes ?? 0)}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {format.count(figures?.hits ?? 0)}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {format.count(figures?.misses ?? 0)}
                  </TableCell>
                  <TableCell align="right">
                    {figures && figures.hits + figures.misses > 0 ? (
                      format.percent(figures.hitRatio)
                    ) : (
                      <NoTraffic />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
