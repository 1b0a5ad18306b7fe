import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

export interface ErrorScreenTexts {
  /** The browser tab's title: the failed page's metadata is gone. */
  documentTitle: string;
  title: string;
  text: string;
  retry: string;
  home: string;
  /** The error's digest as a reference to quote to support; absent when the error has none. */
  reference?: string;
}

/**
 * The page that replaces a failed one: what happened, a retry and a way home. The home link is a plain
 * anchor so it also works when the app's router is what failed.
 */
export function ErrorScreen({ texts, onRetry }: { texts: ErrorScreenTexts; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <title>{texts.documentTitle}</title>
      <meta name="robots" content="noindex" />
      <ErrorOutlineIcon sx={{ fontSize: 64, color: 'primary.main', mb: 2 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {texts.text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={onRetry}>
          {texts.retry}
        </Button>
        <Button variant="outlined" size="large" href="/">
          {texts.home}
        </Button>
      </Box>
      {texts.reference && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {texts.reference}
        </Typography>
      )}
    </Box>
  );
}
