import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { Appeal } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { appeal } from '@/test/moderation-fixture';
import { renderAdmin } from '@/test/render-admin';
import { AppealsPage } from './appeals-page';

const router = { replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/admin/moderation/appeals',
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const APPEALS = '/api/admin/moderation/appeals';
const RESOLVE = '/api/admin/moderation/appeals/31/resolve';

function serve(open: Appeal[], resolved: Appeal[] = []) {
  const api = fakeApi({
    [APPEALS]: (url) =>
      json(200, { data: url.searchParams.get('status') === 'resolved' ? resolved : open, message: null }),
    [RESOLVE]: json(200, { data: { ...open[0], status: 'reversed' }, message: null }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  router.replace.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const card = (title: string) => screen.findByRole('article', { name: title });

describe('AppealsPage', () => {
  it('shows the decision, the thing, who appealed and why', async () => {
    serve([appeal()]);
    renderAdmin(<AppealsPage />);
    const article = await card('iPhone 15 Pro, nieuw in doos');
    expect(
      within(article).getByText(
        'Verwijderd · Misleidende informatie voor kopers (in strijd met de voorwaarden)',
      ),
    ).toBeTruthy();
    expect(within(article).getByText(/^Besloten op .* door moderator@kraam\.example$/)).toBeTruthy();
    expect(
      within(article).getByRole('heading', { name: 'Bezwaar van Piet Verkoper (getroffen gebruiker)' }),
    ).toBeTruthy();
    expect(within(article).getByText(/ik heb de telefoon nog/)).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Bekijk live pagina' }).getAttribute('href')).toBe(
      '/ads/12',
    );
  });

  it.each([
    [
      'nl',
      'Handhaven',
      'Terugdraaien',
      'Uitleg aan de indiener',
      'Een andere moderator moet dit bezwaar behandelen',
    ],
    ['en', 'Uphold', 'Reverse', 'Explanation to the appellant', 'Another moderator must handle this appeal'],
  ] as const)(
    'turns the buttons off, saying why, for the moderator who made the decision (%s)',
    async (lang, uphold, reverse, explanation, reason) => {
      const api = serve([appeal({ canResolve: false })]);
      renderAdmin(<AppealsPage />, lang);
      const article = await card('iPhone 15 Pro, nieuw in doos');
      for (const name of [uphold, reverse]) {
        const button = within(article).getByRole('button', { name, description: reason });
        expect((button as HTMLButtonElement).disabled).toBe(true);
      }
      expect(within(article).getByText(reason)).toBeTruthy();
      expect(
        within(article).getByRole<HTMLTextAreaElement>('textbox', { name: new RegExp(explanation) }).disabled,
      ).toBe(true);
      expect(api.calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
    },
  );

  it('lets another moderator resolve, with a required explanation', async () => {
    const api = serve([appeal({ canResolve: true })]);
    renderAdmin(<AppealsPage />);
    const article = await card('iPhone 15 Pro, nieuw in doos');
    const reverse = within(article).getByRole('button', { name: 'Terugdraaien' });
    expect((reverse as HTMLButtonElement).disabled).toBe(false);
    expect(within(article).queryByText('Een andere moderator moet dit bezwaar behandelen')).toBeNull();

    fireEvent.click(reverse);
    expect(
      await within(article).findByRole('textbox', {
        name: /^Uitleg aan de indiener/,
        description: 'Dit veld is verplicht',
      }),
    ).toBeTruthy();
    expect(api.bodyOf(RESOLVE)).toBeUndefined();

    fireEvent.change(within(article).getByRole('textbox', { name: /^Uitleg aan de indiener/ }), {
      target: { value: 'De bon laat zien dat de telefoon echt is.' },
    });
    fireEvent.click(reverse);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Bezwaar afgehandeld: het besluit is teruggedraaid.'),
    );
    expect(JSON.parse(api.bodyOf(RESOLVE) as string)).toEqual({
      outcome: 'reversed',
      explanation: 'De bon laat zien dat de telefoon echt is.',
    });
  });

  it('shows resolved appeals with their outcome in their own tab, and an empty open tab says so', async () => {
    serve(
      [],
      [
        appeal({
          status: 'upheld',
          explanation: 'Het besluit klopt.',
          resolvedAt: '2026-11-25T12:00:00.000Z',
        }),
      ],
    );
    renderAdmin(<AppealsPage />);
    expect(await screen.findByText('Er zijn geen open bezwaren.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Afgehandeld' }));
    const article = await card('iPhone 15 Pro, nieuw in doos');
    expect(within(article).getByText('Gehandhaafd')).toBeTruthy();
    expect(within(article).getByText('Het besluit klopt.')).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Handhaven' })).toBeNull();
  });
});
