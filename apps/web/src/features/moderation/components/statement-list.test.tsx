import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS, EEA_COUNTRY_CODES, type Statement } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { signInReader, statement } from '../statement-test-data';
import { StatementList } from './statement-list';

const navigation = vi.hoisted(() => ({ params: new URLSearchParams() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/dashboard/statements',
  useSearchParams: () => navigation.params,
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const answer = (statements: Statement[]) => json(200, { data: statements, message: null });

function renderList(
  statements: Statement[] | Response,
  { lang = 'nl', query = '' }: { lang?: 'nl' | 'en'; query?: string } = {},
) {
  navigation.params = new URLSearchParams(query);
  const api = fakeApi({
    [API_PATHS.statements]: Array.isArray(statements) ? answer(statements) : statements,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<StatementList />, lang);
  return api;
}

/** The statement's card (its heading names it), opened when it is not yet. */
async function openCard(heading: RegExp) {
  const toggle = await screen.findByRole('button', { name: heading });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return screen.getAllByTestId('statement').find((card) => card.contains(toggle))!;
}

/** The texts of the card's parts, as `label: line | line`. */
const parts = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map(
    (label) =>
      `${label.textContent}: ${[...(label.nextElementSibling?.querySelectorAll('p') ?? [])]
        .map((line) => line.textContent)
        .join(' | ')}`,
  );

beforeEach(signInReader);
afterEach(() => vi.unstubAllGlobals());

describe('StatementList', () => {
  it('tells the affected user what was decided on what, where, why, how, and how to disagree', async () => {
    const api = renderList([statement()]);
    const card = await openCard(/^Besluit over je advertentie/);
    expect(within(card).getByText('“Gazelle damesfiets”')).toBeTruthy();
    expect(within(card).getByText('Besloten op 20 november 2026')).toBeTruthy();
    expect(parts(card)).toEqual([
      'Wat we besloten: We hebben je advertentie verwijderd. | Dit geldt in: Nederland.',
      'Wat we vastgesteld hebben: De advertentie vroeg kopers om vooruit te betalen via een betaallink.',
      'Waarom: Dit is in strijd met onze voorwaarden: artikel 4.2 van onze voorwaarden. | Vooruitbetalen via een link buiten Kraam is niet toegestaan.',
      'Onderwerp: Oplichting of fraude',
      'Hoe we tot dit besluit kwamen: We kwamen hierop na een melding. | Het werd niet automatisch gevonden. | Een medewerker heeft dit besluit genomen, niet een computer.',
      'Ben je het er niet mee eens?: Maak tot en met 22 mei 2027 gratis bezwaar bij Kraam. Iemand anders dan wie besliste, kijkt er dan opnieuw naar. | Je kunt ook naar een erkende instantie voor geschillenbeslechting buiten de rechter (artikel 21 van de digitaledienstenverordening). | En je kunt altijd naar de rechter.',
    ]);
    expect(within(card).getByRole('button', { name: 'Bezwaar maken' })).toBeTruthy();
    const asked = api.calls[0]!;
    expect(new Headers(asked.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('tells a reporter the outcome of their report with their case numbers, acted on or not', async () => {
    renderList([
      statement({
        id: 40,
        role: 'reporter',
        caseNumbers: ['KR-2026-000042'],
        outcome: 'no_action',
        decision_visibility: [],
        decision_ground: null,
        category: null,
        incompatible_content_ground: null,
        incompatible_content_explanation: null,
        decision_facts: 'De verkoper vraagt een normale prijs en betaalt bij ophalen.',
      }),
      statement({
        id: 41,
        role: 'reporter',
        targetType: 'message',
        targetTitle: 'Betaal eerst via deze link',
        caseNumbers: ['KR-2026-000050', 'KR-2026-000051'],
        decision_account: 'DECISION_ACCOUNT_SUSPENDED',
        end_date: '2026-12-27',
        source_type: 'SOURCE_TRUSTED_FLAGGER',
        automated_detection: 'Yes',
        automated_decision: 'AUTOMATED_DECISION_PARTIALLY',
        territorial_scope: ['NL', 'BE'],
      }),
    ]);
    const quiet = await openCard(/^Uitkomst van je melding over de advertentie/);
    expect(parts(quiet).slice(0, 2)).toEqual([
      'Wat we besloten: We vonden geen reden om in te grijpen. | Dit geldt in: Nederland.',
      'Je melding: Je zaaknummer: KR-2026-000042 | We hebben geen maatregelen genomen.',
    ]);
    expect(parts(quiet).some((part) => part.startsWith('Waarom'))).toBe(false);

    const acted = await openCard(/^Uitkomst van je melding over het chatbericht/);
    expect(parts(acted).slice(0, 2)).toEqual([
      'Wat we besloten: We hebben het chatbericht verwijderd. | Het account van de betrokkene is geblokkeerd tot en met 27 december 2026. | Dit geldt in: Nederland en België.',
      'Je melding: Je zaaknummers: KR-2026-000050 en KR-2026-000051 | We hebben maatregelen genomen.',
    ]);
    expect(within(acted).getByText(/na een melding van een erkende melder/)).toBeTruthy();
    expect(within(acted).getByText('Het werd automatisch gevonden, door software.')).toBeTruthy();
    expect(within(acted).getByText('Het besluit is deels automatisch genomen.')).toBeTruthy();
  });

  it('says until when an account is suspended, on what legal ground, everywhere in the EEA (English)', async () => {
    renderList(
      [
        statement({
          targetType: 'user',
          targetTitle: 'Jan de Vries',
          decision_visibility: [],
          decision_account: 'DECISION_ACCOUNT_SUSPENDED',
          end_date: '2026-12-27',
          decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
          illegal_content_legal_ground: 'Article 326 of the Dutch Criminal Code (fraud)',
          illegal_content_explanation: 'Buyers paid for bikes that were never sent.',
          incompatible_content_ground: null,
          incompatible_content_explanation: null,
          territorial_scope: [...EEA_COUNTRY_CODES],
          source_type: 'SOURCE_VOLUNTARY',
        }),
      ],
      { lang: 'en' },
    );
    const card = await openCard(/^Decision about your account/);
    expect(parts(card).slice(0, 3)).toEqual([
      'What we decided: Your account is suspended until 27 December 2026 inclusive. Until then you cannot log in. | This applies in the whole European Economic Area (the EU, Iceland, Liechtenstein and Norway).',
      'What we found: De advertentie vroeg kopers om vooruit te betalen via een betaallink.',
      'Why: We consider this illegal: Article 326 of the Dutch Criminal Code (fraud). | Buyers paid for bikes that were never sent.',
    ]);
    expect(within(card).getByText('Scam or fraud')).toBeTruthy();
    expect(within(card).getByText('We found this in our own review.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Appeal' })).toBeTruthy();
  });

  it('says a decision was reversed, with the appeal’s outcome and the moderator’s words, and offers no appeal', async () => {
    renderList([
      statement({
        reversedAt: '2026-12-02T09:00:00.000Z',
        appealUntil: '2027-05-22',
        appeal: {
          id: 5,
          status: 'reversed',
          explanation: 'De betaallink bleek van een erkende betaaldienst te zijn.',
          createdAt: '2026-11-25T09:00:00.000Z',
          resolvedAt: '2026-12-02T09:00:00.000Z',
        },
      }),
      statement({
        id: 30,
        decidedAt: '2026-10-01T10:00:00.000Z',
        targetTitle: 'Oude fiets',
        appeal: {
          id: 4,
          status: 'upheld',
          explanation: 'De link ging naar een nagemaakte betaalpagina.',
          createdAt: '2026-10-03T09:00:00.000Z',
          resolvedAt: '2026-10-10T09:00:00.000Z',
        },
      }),
    ]);
    const reversed = await openCard(/Gazelle damesfiets/);
    expect(screen.getByRole('button', { name: /Gazelle damesfiets/ }).textContent).toContain(
      'Bezwaar toegewezen',
    );
    expect(
      within(reversed).getByText(
        'Dit besluit is op 2 december 2026 teruggedraaid. Alles is hersteld zoals het was.',
      ),
    ).toBeTruthy();
    const outcome = within(reversed).getByRole('status');
    expect(outcome.textContent).toContain(
      'Je bezwaar is op 2 december 2026 toegewezen: we hebben het besluit teruggedraaid.',
    );
    expect(outcome.textContent).toContain('De betaallink bleek van een erkende betaaldienst te zijn.');
    expect(within(reversed).queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
    expect(parts(reversed).at(-1)).not.toContain('Maak tot en met');

    const upheld = await openCard(/Oude fiets/);
    expect(screen.getByRole('button', { name: /Oude fiets/ }).textContent).toContain('Besluit blijft staan');
    expect(within(upheld).getByRole('status').textContent).toContain(
      'We hebben je bezwaar beoordeeld op 10 oktober 2026. Het besluit blijft staan.',
    );
    expect(within(upheld).queryByText(/teruggedraaid/)).toBeNull();
    expect(within(upheld).queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
  });

  it('says the time to appeal is over once it is', async () => {
    renderList([statement({ appealUntil: null })]);
    const card = await openCard(/Gazelle damesfiets/);
    expect(
      within(card).getByText(/De termijn om bij Kraam bezwaar te maken \(zes maanden\) is voorbij/),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
  });

  it('opens and marks the statement the mail linked to, and leaves the others closed', async () => {
    renderList(
      [statement({ id: 33, targetTitle: 'Nieuwste' }), statement({ id: 31, targetTitle: 'Gelinkt' })],
      { query: 'decision=31' },
    );
    const linked = await screen.findByRole('button', { name: /Gelinkt/ });
    const other = screen.getByRole('button', { name: /Nieuwste/ });
    expect(linked.getAttribute('aria-expanded')).toBe('true');
    expect(other.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(linked);
    const cards = screen.getAllByTestId('statement');
    expect(cards.map((card) => card.hasAttribute('data-highlighted'))).toEqual([false, true]);
  });

  it('says so when there are no decisions', async () => {
    renderList([]);
    expect(await screen.findByText('Er zijn geen besluiten over jou of je meldingen.')).toBeTruthy();
  });

  it('shows a loading state, then the server’s message with a retry when loading fails', async () => {
    renderList(json(500, { message: 'Er ging iets mis aan onze kant.', code: 'INTERNAL_ERROR' }));
    expect(screen.getByRole('progressbar', { name: 'Besluiten laden…' })).toBeTruthy();
    expect(await screen.findByText('Er ging iets mis aan onze kant.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});
