// /statement?decision=<id>&appeal=<token>: the statement mail's signed link, for an affected user who may not
// be able to log in (suspended). Rendered through the route's page, against a fetch-level fake of the API's
// link endpoints that, like the API, opens the statement only for the decision's own token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { API_PATHS, type Lang, type Statement } from '@kraam/shared';
import Page, { generateMetadata } from '@/app/(mui)/statement/page';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { signInReader, statement } from '../statement-test-data';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/statement',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
// The page's own (server) texts, from the real catalogue in the test's language.
const serverLang = vi.hoisted((): { current: Lang } => ({ current: 'nl' }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { formatterMessagesFor } = await import('@/i18n/messages');
  return {
    getTranslations: (namespace: string) =>
      Promise.resolve(
        createTranslator({
          locale: serverLang.current,
          messages: formatterMessagesFor(serverLang.current),
          namespace: namespace as 'statements.linked',
        }),
      ),
  };
});

/** The form appeal-link.ts makes: the user's id and the HMAC in base64url. */
const TOKEN = '7.Qm9yZWFsaXNUb2tlbkZvckRlY2lzaW9uMzFfXy1hYmN';
const REASON = 'Mijn account is ten onrechte geblokkeerd: de betaallink was van mijn bank.';
const RECEIVED =
  'Je bezwaar is ontvangen. Een andere moderator dan wie het besluit nam, beoordeelt het en we mailen je de uitkomst.';
const BAD_LINK = 'Deze link klopt niet of is verlopen. Log in om je besluiten te zien.';

/** A suspension of the reader's account, the case the link exists for: they cannot log in. */
const suspension = () =>
  statement({
    targetType: 'user',
    targetTitle: '',
    decision_visibility: [],
    decision_account: 'DECISION_ACCOUNT_SUSPENDED',
    end_date: '2026-12-27',
  });

/**
 * The API's link endpoints: decision 31 opens with TOKEN only (404 otherwise, as for a forged token);
 * `appeal` answers InsertByLink, and a 200 makes the statement appealed from then on.
 */
function fakeLinkApi({
  read = () => undefined,
  appeal = () => json(200, { data: { appealId: 9 }, message: RECEIVED }),
}: { read?: Route; appeal?: Route } = {}) {
  let current: Statement = suspension();
  const api = fakeApi({
    [API_PATHS.statementByLink]: (url, init) => {
      const answer = read(url, init);
      if (answer) return answer;
      const opens =
        url.searchParams.get('decision') === String(current.id) && url.searchParams.get('token') === TOKEN;
      return opens ? json(200, { data: current, message: null }) : undefined;
    },
    [API_PATHS.appealInsertByLink]: (url, init) => {
      const body = JSON.parse(init?.body as string) as { token?: string; decisionId?: number };
      if (body.token !== TOKEN || body.decisionId !== current.id) return undefined;
      const response = appeal(url, init);
      if (response?.status === 200)
        current = {
          ...current,
          appeal: {
            id: 9,
            status: 'open',
            explanation: null,
            createdAt: new Date().toISOString(),
            resolvedAt: null,
          },
        };
      return response;
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

/** Opens /statement with this query, as the server page hands it to the browser part. */
async function open(query: { decision?: string | string[]; appeal?: string | string[] }, lang: Lang = 'nl') {
  serverLang.current = lang;
  renderWithProviders(await Page({ searchParams: Promise.resolve(query) }), lang);
}

const callsTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.url.pathname === path);

/** The texts of the card's parts, as `label: line | line`. */
const parts = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map(
    (label) =>
      `${label.textContent}: ${[...(label.nextElementSibling?.querySelectorAll('p') ?? [])]
        .map((line) => line.textContent)
        .join(' | ')}`,
  );

beforeEach(() => vi.mocked(toast.success).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('/statement (the statement mail’s link)', () => {
  it('is titled, kept out of search engines and sends no referrer (its address holds the token)', async () => {
    serverLang.current = 'nl';
    expect(await generateMetadata()).toEqual({
      title: { absolute: 'Besluit van Kraam' },
      robots: { index: false },
      referrer: 'no-referrer',
    });
    serverLang.current = 'en';
    expect((await generateMetadata()).title).toEqual({ absolute: "Kraam's decision" });
  });

  it('shows a guest the whole statement read through the link, open, with the appeal on offer', async () => {
    const api = fakeLinkApi();
    await open({ decision: '31', appeal: TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'Besluit van Kraam' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Besluit laden…' })).toBeTruthy();

    expect(screen.queryByText(/^Dit is ons besluit/)).toBeNull();
    const toggle = await screen.findByRole('button', { name: /^Besluit over je account/ });
    expect(screen.getByText(/^Dit is ons besluit, met de uitleg waarom we het namen\./)).toBeTruthy();
    expect(screen.getByText('Deze link is alleen voor jou: stuur hem niet door.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /^Besluit over je account/ })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const card = screen.getByTestId('statement');
    expect(parts(card)).toEqual([
      'Wat we besloten: Je account is geblokkeerd tot en met 27 december 2026. Tot dan kun je niet inloggen. | Dit geldt in: Nederland.',
      'Wat we vastgesteld hebben: De advertentie vroeg kopers om vooruit te betalen via een betaallink.',
      'Waarom: Dit is in strijd met onze voorwaarden: artikel 4.2 van onze voorwaarden. | Vooruitbetalen via een link buiten Kraam is niet toegestaan.',
      'Onderwerp: Oplichting of fraude',
      'Hoe we tot dit besluit kwamen: We kwamen hierop na een melding. | Het werd niet automatisch gevonden. | Een medewerker heeft dit besluit genomen, niet een computer.',
      'Ben je het er niet mee eens?: Maak tot en met 22 mei 2027 gratis bezwaar bij Kraam. Iemand anders dan wie besliste, kijkt er dan opnieuw naar. | Je kunt ook naar een erkende instantie voor geschillenbeslechting buiten de rechter (artikel 21 van de digitaledienstenverordening). | En je kunt altijd naar de rechter.',
    ]);
    expect(within(card).getByRole('button', { name: 'Bezwaar maken' })).toBeTruthy();

    // One read, of the link's endpoint, with its decision and token and no session.
    expect(api.calls).toHaveLength(1);
    const [read] = api.calls;
    expect(read?.url.pathname).toBe(API_PATHS.statementByLink);
    expect(read?.url.searchParams.get('decision')).toBe('31');
    expect(read?.url.searchParams.get('token')).toBe(TOKEN);
    expect(new Headers(read?.init?.headers).get('authorization')).toBeNull();
  });

  it('takes the appeal through the link with its token, thanks, and shows it under review', async () => {
    const api = fakeLinkApi();
    await open({ decision: '31', appeal: TOKEN });
    fireEvent.click(await screen.findByRole('button', { name: 'Bezwaar maken' }));
    const text = screen.getByRole('textbox', { name: /Waarom ben je het niet eens met dit besluit\?/ });
    fireEvent.change(text, { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/^Bezwaar in behandelingJe maakte bezwaar op \d+ \w+ \d{4}\./);
    expect(toast.success).toHaveBeenCalledWith(RECEIVED);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(status));

    const [sent, ...more] = callsTo(api, API_PATHS.appealInsertByLink);
    expect(more).toEqual([]);
    expect(JSON.parse(sent?.init?.body as string)).toEqual({ decisionId: 31, token: TOKEN, text: REASON });
    expect(new Headers(sent?.init?.headers).get('authorization')).toBeNull();
    expect(callsTo(api, API_PATHS.appealInsert)).toEqual([]);
    // Then the statement is read again through the link, and stays under review.
    await waitFor(() => expect(callsTo(api, API_PATHS.statementByLink)).toHaveLength(2));
    expect(screen.getByRole('button', { name: /^Besluit over je account/ }).textContent).toContain(
      'Bezwaar in behandeling',
    );
  });

  it('works the same for a signed-in reader: the link’s calls, without the session’s token', async () => {
    signInReader();
    const api = fakeLinkApi();
    await open({ decision: '31', appeal: TOKEN });
    fireEvent.click(await screen.findByRole('button', { name: 'Bezwaar maken' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    expect((await screen.findByRole('status')).textContent).toContain('Bezwaar in behandeling');
    const paths = api.calls.map((call) => call.url.pathname);
    expect(paths).not.toContain(API_PATHS.statements);
    expect(paths).not.toContain(API_PATHS.appealInsert);
    // (The shell's own signed-in reads, such as the reader's booth, go on as on any page.)
    const linkCalls = () => [
      ...callsTo(api, API_PATHS.statementByLink),
      ...callsTo(api, API_PATHS.appealInsertByLink),
    ];
    await waitFor(() => expect(linkCalls()).toHaveLength(3));
    for (const call of linkCalls()) expect(new Headers(call.init?.headers).get('authorization')).toBeNull();
  });

  it('shows the server’s refusal (already appealed) instead of the form', async () => {
    fakeLinkApi({
      appeal: () => json(409, { message: 'Je hebt al bezwaar gemaakt tegen dit besluit.', code: 'CONFLICT' }),
    });
    await open({ decision: '31', appeal: TOKEN });
    fireEvent.click(await screen.findByRole('button', { name: 'Bezwaar maken' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Je hebt al bezwaar gemaakt tegen dit besluit.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says a forged or another decision’s link is wrong, and offers the login back to the decision', async () => {
    const api = fakeLinkApi();
    await open({ decision: '31', appeal: `8.${TOKEN.slice(2)}` });
    expect(await screen.findByText(BAD_LINK)).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Inloggen' });
    expect(login.getAttribute('href')).toBe('/login?next=%2Fdashboard%2Fstatements%3Fdecision%3D31');
    expect(screen.queryByTestId('statement')).toBeNull();
    expect(screen.queryByText(/^Dit is ons besluit/)).toBeNull();
    expect(callsTo(api, API_PATHS.statementByLink)).toHaveLength(1);
  });

  it('sends a signed-in reader with a wrong link to their statements instead', async () => {
    signInReader();
    fakeLinkApi();
    await open({ decision: '32', appeal: TOKEN });
    expect(
      await screen.findByText('Deze link klopt niet of is verlopen. Je besluiten staan ook in je account.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar je besluiten' }).getAttribute('href')).toBe(
      '/dashboard/statements?decision=32',
    );
  });

  it.each([
    ['without a query', {}],
    ['without the token', { decision: '31' }],
    ['with a blank token', { decision: '31', appeal: '   ' }],
    ['without the decision', { appeal: TOKEN }],
    ['with a decision that is no id', { decision: '31abc', appeal: TOKEN }],
    ['with a decision of zero', { decision: '0', appeal: TOKEN }],
    ['with two decisions', { decision: ['31', '32'], appeal: TOKEN }],
  ])('says the link is wrong and asks the API nothing %s', async (_case, query) => {
    const api = fakeLinkApi();
    await open(query);
    expect(screen.getByText(BAD_LINK)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the decision of a link whose token the mail program cut off for the way back', async () => {
    fakeLinkApi();
    await open({ decision: '31' });
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe(
      '/login?next=%2Fdashboard%2Fstatements%3Fdecision%3D31',
    );
  });

  it('shows another failure with the server’s words and a retry that loads the statement', async () => {
    let down = true;
    const api = fakeLinkApi({
      read: () =>
        down
          ? json(429, { message: 'Te veel verzoeken. Probeer het straks opnieuw.', code: 'RATE_LIMITED' })
          : undefined,
    });
    await open({ decision: '31', appeal: TOKEN });
    expect(await screen.findByText('Te veel verzoeken. Probeer het straks opnieuw.')).toBeTruthy();
    expect(screen.queryByText(BAD_LINK)).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: /^Besluit over je account/ })).toBeTruthy();
    expect(callsTo(api, API_PATHS.statementByLink)).toHaveLength(2);
  });

  it('speaks English', async () => {
    fakeLinkApi();
    await open({ decision: '31', appeal: TOKEN }, 'en');
    expect(screen.getByRole('heading', { level: 1, name: "Kraam's decision" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Decision about your account/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Appeal' })).toBeTruthy();
  });

  it('says the link is wrong in English too', async () => {
    fakeLinkApi();
    await open({}, 'en');
    expect(
      screen.getByText('This link is incorrect or has expired. Log in to see your decisions.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
