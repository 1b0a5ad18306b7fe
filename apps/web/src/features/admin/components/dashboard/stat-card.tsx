import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One figure of the dashboard: a label, the value large, and an optional line under it. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}
