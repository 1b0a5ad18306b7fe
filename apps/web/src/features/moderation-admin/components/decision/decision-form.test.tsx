import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { ReportGroup } from '@kraam/shared';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { reportGroup } from '@/test/moderation-fixture';
import { renderAdmin } from '@/test/render-admin';
import { DecisionForm } from './decision-form';

const router = { replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/moderation/101' }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const DECISIONS = '/api/admin/moderation/decisions';
const saved = json(200, { data: { id: 9 }, message: null });

function serve(answer: Route | Response = saved) {
  const api = fakeApi({ [DECISIONS]: answer });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  router.push.mockClear();
  router.replace.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Besluit opslaan' }));
const sentBody = (api: ReturnType<typeof fakeApi>) => JSON.parse(api.bodyOf(DECISIONS) as string) as unknown;

function renderForm(group: ReportGroup = reportGroup(), lang: 'nl' | 'en' = 'nl') {
  return renderAdmin(<DecisionForm group={group} />, lang);
}

/** A complete 'make less visible' decision on illegal grounds, which asks no confirmation. */
function fillIllegalDemotion() {
  tick('Minder zichtbaar maken (uit trending en uitgelicht)');
  choose('Het is illegaal');
  type('Wettelijke grondslag', 'artikel 326 Wetboek van Strafrecht');
  type('Uitleg waarom het illegaal is', 'Vooruitbetaling zonder levering is oplichting.');
  type('Feiten en omstandigheden', 'Twee melders betaalden en kregen niets.');
}

describe('DecisionForm: the ground and its required fields', () => {
  it('shows the legal ground for illegal content, the article of the terms for a terms ground, neither for no action', () => {
    serve();
    renderForm();
    expect(screen.queryByRole('textbox', { name: /Wettelijke grondslag/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Artikel van de voorwaarden/ })).toBeNull();

    choose('Het is illegaal');
    expect(textbox('Wettelijke grondslag')).toBeTruthy();
    expect(textbox('Uitleg waarom het illegaal is')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Artikel van de voorwaarden/ })).toBeNull();

    choose('Het is in strijd met onze voorwaarden');
    expect(textbox('Artikel van de voorwaarden')).toBeTruthy();
    expect(textbox('Uitleg')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Wettelijke grondslag/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Uitleg waarom het illegaal is/ })).toBeNull();

    choose('Geen actie');
    expect(screen.queryByRole('radio', { name: 'Het is illegaal' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Artikel van de voorwaarden/ })).toBeNull();
    expect(textbox('Feiten en omstandigheden')).toBeTruthy();
  });

  it("checks with the API's schema in the browser: a terms ground must name an article, an illegal one needs its ground", async () => {
    const api = serve();
    renderForm();
    type('Feiten en omstandigheden', 'Zie de meldingen.');
    tick('Minder zichtbaar maken (uit trending en uitgelicht)');
    choose('Het is in strijd met onze voorwaarden');
    type('Artikel van de voorwaarden', 'de community standards');
    type('Uitleg', 'Dit mag niet volgens onze regels.');
    submit();
    expect(
      await screen.findByRole('textbox', {
        name: /^Artikel van de voorwaarden/,
        description: 'Noem het artikel van de voorwaarden, bijvoorbeeld „artikel 4.2”.',
      }),
    ).toBeTruthy();

    choose('Het is illegaal');
    submit();
    expect(
      await screen.findByRole('textbox', {
        name: /^Wettelijke grondslag/,
        description: 'Dit veld is verplicht',
      }),
    ).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('puts the keyboard on the first choice of a refused group of radio buttons', async () => {
    serve();
    renderForm();
    tick('Minder zichtbaar maken (uit trending en uitgelicht)');
    type('Feiten en omstandigheden', 'Zie de meldingen.');
    submit();
    const illegal = screen.getByRole('radio', { name: 'Het is illegaal' });
    await waitFor(() => expect(document.activeElement).toBe(illegal));
    expect(
      screen.getByRole('radiogroup', { name: /^Waarom\?/ }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('asks for something to restrict, and for the end date of a suspension', async () => {
    const api = serve();
    renderForm();
    choose('Het is illegaal');
    type('Wettelijke grondslag', 'artikel 326 Sr');
    type('Uitleg waarom het illegaal is', 'Oplichting.');
    type('Feiten en omstandigheden', 'Zie de meldingen.');
    submit();
    expect(
      await screen.findByText('Kies wat er beperkt wordt: de zichtbaarheid of het account.'),
    ).toBeTruthy();

    choose('Account tijdelijk blokkeren');
    submit();
    expect(
      await screen
        .findByLabelText(/^Einddatum/, { selector: 'input' })
        .then((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toBe('Dit veld is verplicht');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('DecisionForm: sending', () => {
  it('sends the exact fields of decisionInsertBodySchema, the open notices as the source, then goes back to the queue', async () => {
    const api = serve();
    renderForm();
    fillIllegalDemotion();
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/moderation'));
    expect(sentBody(api)).toEqual({
      reportIds: [101, 102],
      target: { type: 'ad', id: 12 },
      outcome: 'restriction',
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DEMOTED'],
      decision_account: null,
      decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
      illegal_content_legal_ground: 'artikel 326 Wetboek van Strafrecht',
      illegal_content_explanation: 'Vooruitbetaling zonder levering is oplichting.',
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      decision_facts: 'Twee melders betaalden en kregen niets.',
      content_type: ['CONTENT_TYPE_TEXT', 'CONTENT_TYPE_PRODUCT'],
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      territorial_scope: ['NL'],
      application_date: '2026-11-27',
      end_date: null,
      source_type: 'SOURCE_ARTICLE_16',
      manifestlyUnfounded: false,
    });
    expect(api.calls[0]?.init?.method).toBe('POST');
    expect(toast.success).toHaveBeenCalledWith('Besluit opgeslagen. De betrokkenen krijgen bericht.');
  });

  it("shows the API's 400 field error next to the field it names, in the request's language", async () => {
    const message = 'Noem de wet en het artikel, bijvoorbeeld artikel 326 Wetboek van Strafrecht.';
    const api = serve(
      json(400, {
        message: 'Controleer de gemarkeerde velden.',
        code: 'VALIDATION_FAILED',
        errors: { illegal_content_legal_ground: [message] },
      }),
    );
    renderForm();
    fillIllegalDemotion();
    submit();
    const field = await screen.findByRole('textbox', { name: /^Wettelijke grondslag/, description: message });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(
      screen.getByRole('textbox', { name: /^Uitleg waarom het illegaal is/ }).getAttribute('aria-invalid'),
    ).toBe('false');
    expect(toast.error).toHaveBeenCalledWith('Controleer de gemarkeerde velden.', expect.anything());
    expect(router.push).not.toHaveBeenCalled();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lists the API's errors about fields the form does not have (its notices, its source) above it", async () => {
    serve(
      json(400, {
        message: 'Controleer de velden.',
        code: 'VALIDATION_FAILED',
        errors: { reportIds: ['Deze meldingen zijn al afgehandeld.'] },
      }),
    );
    renderForm();
    fillIllegalDemotion();
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Deze meldingen zijn al afgehandeld.')).toBeTruthy();
  });

  it('asks once more before a removal, and sends nothing when the moderator says no', async () => {
    const api = serve();
    renderForm();
    fillIllegalDemotion();
    tick('Verwijderen');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(within(dialog).getByText('De inhoud wordt verwijderd.')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.fetchMock).not.toHaveBeenCalled();

    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, besluit opslaan' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/moderation'));
    expect(sentBody(api)).toMatchObject({
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_REMOVED', 'DECISION_VISIBILITY_CONTENT_DEMOTED'],
    });
  });

  it('asks once more before suspending an account, naming its end date', async () => {
    const api = serve();
    renderForm();
    choose('Account tijdelijk blokkeren');
    choose('Het is in strijd met onze voorwaarden');
    type('Artikel van de voorwaarden', 'artikel 4.2');
    type('Uitleg', 'Herhaaldelijk nepadvertenties.');
    type('Feiten en omstandigheden', 'Derde keer in een maand.');
    fireEvent.change(screen.getByLabelText(/^Einddatum/, { selector: 'input' }), {
      target: { value: '2026-12-27' },
    });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(within(dialog).getByText('Het account wordt geblokkeerd tot 27 dec 2026.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, besluit opslaan' }));
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(api)).toMatchObject({
      decision_visibility: [],
      decision_account: 'DECISION_ACCOUNT_SUSPENDED',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      incompatible_content_ground: 'artikel 4.2',
      incompatible_content_explanation: 'Herhaaldelijk nepadvertenties.',
      end_date: '2026-12-27',
    });
    expect(sentBody(api)).not.toHaveProperty('illegal_content_legal_ground');
  });

  it('closes the notices with no action: only the facts, without a confirmation', async () => {
    const api = serve();
    renderForm();
    choose('Geen actie');
    type('Feiten en omstandigheden', 'De advertentie klopt; de koper was ontevreden over de prijs.');
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/moderation'));
    expect(sentBody(api)).toEqual({
      reportIds: [101, 102],
      target: { type: 'ad', id: 12 },
      outcome: 'no_action',
      decision_visibility: [],
      decision_account: null,
      decision_facts: 'De advertentie klopt; de koper was ontevreden over de prijs.',
      content_type: [],
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      territorial_scope: ['NL'],
      application_date: '2026-11-27',
      end_date: null,
      source_type: 'SOURCE_ARTICLE_16',
      manifestlyUnfounded: false,
    });
  });

  it('marks notices with no action as manifestly unfounded only when asked (Art. 23)', async () => {
    const api = serve();
    renderForm();
    expect(screen.queryByRole('checkbox', { name: 'De meldingen waren duidelijk ongegrond' })).toBeNull();
    choose('Geen actie');
    const unfounded = screen.getByRole('checkbox', {
      name: 'De meldingen waren duidelijk ongegrond',
      description: /Telt mee als misbruik van het melden/,
    });
    fireEvent.click(unfounded);
    type('Feiten en omstandigheden', 'Dezelfde melder meldt elke advertentie van deze verkoper.');
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/moderation'));
    expect(sentBody(api)).toMatchObject({ outcome: 'no_action', manifestlyUnfounded: true });
  });
});

describe('DecisionForm: what the target can lose', () => {
  it('offers a chat message only removal and text as its content', () => {
    serve();
    const group = reportGroup();
    renderForm({ ...group, target: { ...group.target, type: 'message', path: null } }, 'en');
    const visibility = screen.getByRole('group', { name: 'What happens to the content?' });
    expect(
      within(visibility)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Remove']);
    const content = screen.getByRole('group', { name: /Type of content/ });
    expect(
      within(content)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Text']);
  });

  it('offers a user no visibility, only the account', () => {
    serve();
    const group = reportGroup();
    renderForm({ ...group, target: { ...group.target, type: 'user' } });
    expect(screen.queryByRole('group', { name: 'Wat gebeurt er met de inhoud?' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Account beëindigen' })).toBeTruthy();
  });

  it("prefills the first notice's category and the database's usual values", () => {
    serve();
    renderForm();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Categorie/ }).value).toBe(
      'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Nee' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Nee, door een mens' }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Nederland' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Ingangsdatum/, { selector: 'input' }).value).toBe(
      '2026-11-27',
    );
  });
});
