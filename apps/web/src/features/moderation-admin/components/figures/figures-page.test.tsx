import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModerationCounts } from '@kraam/shared';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { renderAdmin } from '@/test/render-admin';
import { FiguresPage } from './figures-page';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/admin/moderation/figures';
});

const COUNTS = '/api/admin/moderation/counts';
const EXPORT = '/api/admin/moderation/statements/export';

function counts(overrides: Partial<ModerationCounts> = {}): ModerationCounts {
  return {
    year: 2026,
    noticesByCategory: {
      STATEMENT_CATEGORY_SCAMS_AND_FRAUD: 1234,
      STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS: 7,
      STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS: 0,
      STATEMENT_CATEGORY_CONSUMER_INFORMATION: 3,
      STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH: 0,
      STATEMENT_CATEGORY_PROTECTION_OF_MINORS: 0,
      STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS: 0,
      STATEMENT_CATEGORY_ANIMAL_WELFARE: 2,
      STATEMENT_CATEGORY_VIOLENCE: 0,
      STATEMENT_CATEGORY_OTHER_VIOLATION_TC: 0,
    },
    notices: 1246,
    decisions: { removed: 40, demoted: 5, suspended: 4, terminated: 1, noAction: 60 },
    medianHoursToDecision: 36,
    appeals: 8,
    reversals: 2,
    ...overrides,
  };
}

const ok = (body: ModerationCounts) => json(200, { data: body, message: null });

function serve(route: Route) {
  const api = fakeApi({ [COUNTS]: route });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const yearsAsked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.url.pathname === COUNTS).map((call) => call.url.searchParams.get('year'));

/** The rows of a table named by its caption, as [heading cell, count]. */
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

/** The value a description list gives a term. */
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const downloadLink = (name = 'JSON downloaden') => screen.getByRole('link', { name });

beforeEach(() => {
  // 15 June 2026, in Amsterdam too: the current year is 2026 and today 2026-06-15.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FiguresPage', () => {
  it("shows the current year's figures in named tables, in plain category words", async () => {
    const api = serve(() => ok(counts()));
    renderAdmin(<FiguresPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cijfers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cijfers laden…');

    await screen.findByRole('table', { name: 'Meldingen per categorie' });
    expect(yearsAsked(api)).toEqual(['2026']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Jaar' }).value).toBe('2026');
    expect(
      screen.getAllByRole('option').map((option) => option.textContent),
      'the current year first, back to 2024',
    ).toEqual(['2026', '2025', '2024']);

    const notices = rowsOf('Meldingen per categorie');
    expect(notices).toHaveLength(11);
    expect(notices[0]).toEqual(['Oplichting of fraude', '1.234']);
    expect(notices).toContainEqual(['Dierenwelzijn', '2']);
    expect(notices).toContainEqual(['Namaak of inbreuk op merk- of auteursrecht', '0']);
    expect(notices.at(-1)).toEqual(['Totaal', '1.246']);

    expect(rowsOf('Besluiten per soort')).toEqual([
      ['Verwijderd', '40'],
      ['Minder zichtbaar gemaakt', '5'],
      ['Account tijdelijk geblokkeerd', '4'],
      ['Account beëindigd', '1'],
      ['Geen actie', '60'],
    ]);

    expect(factOf('Mediane tijd van melding tot besluit')).toBe('36 uur');
    expect(factOf('Bezwaren')).toBe('8');
    expect(factOf('Teruggedraaide besluiten')).toBe('2');
    expect(factOf('Deel van de bezwaren dat is teruggedraaid')).toBe('25%');
  });

  it.each([
    ['nl', 36, '36 uur'],
    ['nl', 47.96, '48 uur'],
    ['nl', 48, '2 dagen'],
    ['nl', 50, '2,1 dagen'],
    ['en', 1, '1 hour'],
    ['en', 5.25, '5.3 hours'],
    ['en', 80, '3.3 days'],
  ] as const)('writes a median of %s: %s hours as “%s”', async (lang, hours, shown) => {
    serve(() => ok(counts({ medianHoursToDecision: hours })));
    renderAdmin(<FiguresPage />, lang);
    const term =
      lang === 'nl' ? 'Mediane tijd van melding tot besluit' : 'Median time from report to decision';
    await screen.findByText(term);
    expect(factOf(term)).toBe(shown);
  });

  it('shows a dash without decided notices, and no reversal share without appeals', async () => {
    serve(() =>
      ok(
        counts({
          decisions: { removed: 0, demoted: 0, suspended: 0, terminated: 0, noAction: 0 },
          medianHoursToDecision: null,
          appeals: 0,
          reversals: 0,
        }),
      ),
    );
    renderAdmin(<FiguresPage />, 'en');
    await screen.findByText('Median time from report to decision');
    const median = screen.getByText('Median time from report to decision', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    expect(within(median).getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(within(median).getByText('no decisions yet')).toBeTruthy();
    expect(factOf('Appeals')).toBe('0');
    expect(screen.queryByText('Share of appeals that were reversed')).toBeNull();
  });

  it('asks for the chosen year, and starts the export from that year', async () => {
    const api = serve((url) => ok(counts({ year: Number(url.searchParams.get('year')) })));
    renderAdmin(<FiguresPage />);
    await screen.findByRole('table', { name: 'Meldingen per categorie' });
    expect(downloadLink().getAttribute('href')).toBe(`${EXPORT}?from=2026-01-01&to=2026-06-15`);

    fireEvent.change(screen.getByRole('combobox', { name: 'Jaar' }), { target: { value: '2025' } });
    expect(await screen.findByRole('heading', { name: 'Cijfers over 2025' })).toBeTruthy();
    await waitFor(() => expect(yearsAsked(api)).toEqual(['2026', '2025']));
    await screen.findByRole('table', { name: 'Meldingen per categorie' });
    expect(screen.getByLabelText<HTMLInputElement>(/^Van/).value).toBe('2025-01-01');
    expect(screen.getByLabelText<HTMLInputElement>(/^Tot en met/).value).toBe('2025-12-31');
    expect(downloadLink().getAttribute('href')).toBe(`${EXPORT}?from=2025-01-01&to=2025-12-31`);
  });

  it('downloads the chosen period from the BFF as a named JSON file', async () => {
    serve(() => ok(counts()));
    renderAdmin(<FiguresPage />, 'en');
    await screen.findByRole('table', { name: 'Reports by category' });
    expect(screen.getByRole('heading', { name: 'Export for the Transparency Database' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^To \(inclusive\)/), { target: { value: '2026-03-31' } });
    const link = screen.getByRole('link', {
      name: 'Download JSON',
      description: /statements of reasons .*Article 24\(5\)/,
    });
    expect(link.getAttribute('href')).toBe(`${EXPORT}?from=2026-03-01&to=2026-03-31`);
    expect(link.getAttribute('download')).toBe('kraam-statements-2026-03-01-2026-03-31.json');
    // Nothing stops a valid download.
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.queryByText(/Choose a date/)).toBeNull();
  });

  it.each([
    [
      'an end before the start',
      '2026-05-01',
      '2026-04-30',
      'to',
      'Deze datum mag niet voor de begindatum liggen.',
    ],
    ['an empty start', '', '2026-04-30', 'from', 'Kies een datum.'],
    [
      'a day outside the database’s years',
      '1999-12-31',
      '2026-04-30',
      'from',
      'Kies een bestaande datum tussen 2000 en 2099.',
    ],
  ] as const)(
    'refuses %s: the field says why and nothing downloads',
    async (_case, from, to, field, error) => {
      serve(() => ok(counts()));
      renderAdmin(<FiguresPage />);
      await screen.findByRole('table', { name: 'Meldingen per categorie' });
      const inputs = { from: screen.getByLabelText(/^Van/), to: screen.getByLabelText(/^Tot en met/) };
      fireEvent.change(inputs.from, { target: { value: from } });
      fireEvent.change(inputs.to, { target: { value: to } });
      expect(screen.queryByText(error), 'no error before a field is left or a download tried').toBeNull();

      expect(fireEvent.click(downloadLink()), 'the download is stopped').toBe(false);
      expect(inputs[field].getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText(field === 'from' ? /^Van/ : /^Tot en met/, { selector: 'input' })).toBe(
        inputs[field],
      );
      expect(screen.getByText(error).id).toBe(inputs[field].getAttribute('aria-describedby'));
      expect(document.activeElement).toBe(inputs[field]);

      // Put right, the error goes and the link downloads again.
      fireEvent.change(inputs.from, { target: { value: '2026-01-01' } });
      fireEvent.change(inputs.to, { target: { value: '2026-04-30' } });
      expect(screen.queryByText(error)).toBeNull();
      expect(fireEvent.click(downloadLink())).toBe(true);
    },
  );

  it('says so when the figures cannot be loaded, and tries again', async () => {
    let answers = 0;
    serve(() =>
      answers++ === 0 ? json(500, { message: 'Er ging iets mis.', code: 'INTERNAL_ERROR' }) : ok(counts()),
    );
    renderAdmin(<FiguresPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('De cijfers konden niet worden geladen.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table', { name: 'Meldingen per categorie' })).toBeTruthy();
  });

  it('says a year without anything is empty, and still offers the export', async () => {
    serve(() =>
      ok(
        counts({
          noticesByCategory: {},
          notices: 0,
          decisions: { removed: 0, demoted: 0, suspended: 0, terminated: 0, noAction: 0 },
          medianHoursToDecision: null,
          appeals: 0,
          reversals: 0,
        } as Partial<ModerationCounts>),
      ),
    );
    renderAdmin(<FiguresPage />, 'en');
    expect(await screen.findByText('There were no reports, decisions or appeals in 2026.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download JSON' })).toBeTruthy();
  });

  it('goes to the login when the session is over', async () => {
    serve(() => json(401, { message: 'Log opnieuw in.', code: 'UNAUTHORIZED' }));
    renderAdmin(<FiguresPage />);
    await waitFor(() => expect(testNavigation.router.replace).toHaveBeenCalledWith('/admin/login'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
