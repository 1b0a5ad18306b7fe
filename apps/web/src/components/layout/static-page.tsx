import { getLocale } from 'next-intl/server';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messagesFor, type Messages } from '@/i18n/messages';
import { PageContainer } from './page-container';

export type StaticPageKey = keyof Messages['staticPages'];

export async function staticPageTitle(page: StaticPageKey): Promise<string> {
  return messagesFor(await getLocale()).staticPages[page].title;
}

/** The information pages: a title, an introduction and sections, all from the messages. */
export async function StaticPage({ page }: { page: StaticPageKey }) {
  const content = messagesFor(await getLocale()).staticPages[page];
  return (
    <PageContainer narrow>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {content.title}
        </Typography>
        <Typography variant="body1" sx={{ fontSize: '1.0625rem', color: 'text.secondary', mb: 3 }}>
          {content.intro}
        </Typography>
        <Stack spacing={3}>
          {content.sections.map((section) => (
            <section key={section.title}>
              <Typography variant="h2" sx={{ mb: 1 }}>
                {section.title}
              </Typography>
              <Typography variant="body1">{section.body}</Typography>
            </section>
          ))}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
