import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { Lang } from '@kraam/shared';
import { categoryNode } from '@/test/category-node';
import { renderAsSeller } from '@/test/render';
import { aBooth } from '@/test/booth-fixture';
import { emptyDraft, type AdDraft } from '../ad-draft';
import { draftKey } from '../draft-storage';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { NewAdForm } from './new-ad-form';
// The later steps load when reached; loaded here up front, so on a busy machine the module loader does not
// race the queries' timeouts.
import './steps/details-step';
import './steps/price-step';
import './steps/photos-step';
import './steps/location-step';
import './steps/contact-step';
import './steps/review-step';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const tree = [
  categoryNode(1, 'Fietsen', [categoryNode(11, 'Stadsfietsen'), categoryNode(12, 'Racefietsen')]),
];
const boothData = aBooth({ id: 1, name: 'De Ketting', title: '' });
const booth = json(200, { data: boothData, message: null });
const fields = json(200, {
  data: [{ key: 'brand', type: 'text', label: 'Merk', unit: null, options: [], required: true }],
  message: null,
});
const complete: AdDraft = {
  ...emptyDraft(),
  step: 'review',
  categoryId: 11,
  title: 'Gazelle damesfiets',
  fieldValues: { brand: 'Gazelle' },
  priceType: 'startPrice',
  price: '125',
  countryId: 1,
  provinceId: 2,
  city: { id: 3, name: 'Utrecht' },
  delivery: 'both',
};

function renderForm(
  routes: Record<string, Route | Response>,
  lang: Lang = 'nl',
  editId: number | null = null,
) {
  const api = fakeApi({
    '/exhibitor/v2/Booth/Get': booth,
    '/exhibitor/v2/Category/GetFields': fields,
    '/public/v2/Country/GetAll': json(200, { data: [], message: null }),
    '/public/v2/Province/GetAll': json(200, { data: [], message: null }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderAsSeller(<NewAdForm tree={tree} tileUrl="http://tiles.test/{z}/{x}/{y}.png" editId={editId} />, lang);
  return api;
}
const stored = (editId: number | null = null) =>
  JSON.parse(window.localStorage.getItem(draftKey(editId)) ?? 'null') as AdDraft | null;
const next = () => fireEvent.click(screen.getByRole('button', { name: /^Volgende/ }));

beforeEach(() => {
  window.localStorage.clear();
  push.mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('NewAdForm', () => {
  it('tells a user without a booth to set one up first', async () => {
    renderForm({ '/exhibitor/v2/Booth/Get': json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' }) });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Je hebt nog geen kraam. Zet eerst je kraam op en plaats dan je advertentie.',
    );
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/dashboard/boothSetting');
  });

  it('takes only a leaf and validates the category step before the next', async () => {
    renderForm({});
    await screen.findByRole('heading', { name: 'Categorie' });
    next();
    expect((await screen.findByRole('alert')).textContent).toBe('Dit veld is verplicht');
    fireEvent.click(screen.getByRole('button', { name: /^Fietsen/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Stadsfietsen/ }));
    expect(screen.getByText('Gekozen: Fietsen › Stadsfietsen')).toBeTruthy();
    next();
    await screen.findByRole('heading', { name: 'Gegevens' });
    expect(stored()).toMatchObject({ step: 'details', categoryId: 11 });
  });

  it('brings the next step to the top, smoothly unless the user asked for reduced motion', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const reducedMotion = (reduce: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
    renderForm({});
    await screen.findByRole('heading', { name: 'Categorie' });
    fireEvent.click(screen.getByRole('button', { name: /^Fietsen/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Stadsfietsen/ }));
    reducedMotion(true);
    next();
    await screen.findByRole('heading', { name: 'Gegevens' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    reducedMotion(false);
    fireEvent.click(screen.getByRole('button', { name: /^Terug/ }));
    await screen.findByRole('heading', { name: 'Categorie' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('validates the details with the category fields before the next step and keeps the draft in storage', async () => {
    window.localStorage.setItem(
      draftKey(null),
      JSON.stringify({ ...emptyDraft(), step: 'details', categoryId: 11 }),
    );
    renderForm({});
    await screen.findByRole('textbox', { name: /^Merk/ });
    next();
    expect(await screen.findAllByText('Dit veld is verplicht')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), { target: { value: 'Damesfiets' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Omschrijving/ }), {
      target: { value: 'Zo goed als nieuw' },
    });
    expect(screen.getByTestId('description-counter').textContent).toBe('17/4000');
    fireEvent.change(screen.getByRole('textbox', { name: /^Merk/ }), { target: { value: 'Gazelle' } });
    next();
    await screen.findByRole('heading', { name: 'Prijs' });
    expect(stored()).toMatchObject({
      step: 'price',
      categoryId: 11,
      title: 'Damesfiets',
      fieldValues: { brand: 'Gazelle' },
    });
  });

  it('says on the field what keeps the user on a step, in English too', async () => {
    window.localStorage.setItem(
      draftKey(null),
      JSON.stringify({ ...complete, step: 'price', price: 'twaalf' }),
    );
    renderForm({}, 'en');
    const amount = await screen.findByRole('textbox', { name: /^Price/ });
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an amount in euros, for example 25 or 12,50')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12,50' } });
    expect(screen.queryByText('Enter an amount in euros, for example 25 or 12,50')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await screen.findByRole('heading', { name: 'Photos' });
    expect(stored()).toMatchObject({ step: 'photos', price: '12,50' });
  });

  it('asks before changing the category, and clears the old category fields when confirmed', async () => {
    window.localStorage.setItem(draftKey(null), JSON.stringify({ ...complete, step: 'category' }));
    renderForm({});
    fireEvent.click(await screen.findByRole('button', { name: /^Racefietsen/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Categorie wijzigen?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()?.categoryId).toBe(11);
    fireEvent.click(screen.getByRole('button', { name: /^Racefietsen/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Categorie wijzigen' }));
    await waitFor(() => expect(stored()).toMatchObject({ categoryId: 12, fieldValues: {} }));
  });

  it('sends a server field error back to its step, and after publishing clears the draft and opens My ads', async () => {
    window.localStorage.setItem(draftKey(null), JSON.stringify(complete));
    let answer = json(400, {
      message: 'Controleer de gemarkeerde velden.',
      code: 'VALIDATION_FAILED',
      errors: { priceCents: ['Bij dit prijstype hoort geen bedrag.'] },
    });
    const api = renderForm({ '/exhibitor/v2/Advertisement/Insert': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Advertentie plaatsen' }));
    await screen.findByRole('heading', { name: 'Prijs' });
    expect(screen.getByText('Bij dit prijstype hoort geen bedrag.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Controleer de gemarkeerde velden.', expect.anything());

    answer = json(200, { data: { id: 9 }, message: 'Je advertentie staat online.' });
    for (const heading of ["Foto's", 'Locatie', 'Contact en levering', 'Controleren']) {
      next();
      await screen.findByRole('heading', { name: heading });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Advertentie plaatsen' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/dashboard/advertisment'));
    expect(toast.success).toHaveBeenCalledWith('Je advertentie staat online.');
    expect(window.localStorage.getItem(draftKey(null))).toBeNull();
    const body = JSON.parse(api.bodyOf('/exhibitor/v2/Advertisement/Insert') as string) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      categoryId: 11,
      title: 'Gazelle damesfiets',
      priceCents: 12500,
      fieldValues: { brand: 'Gazelle' },
    });
  });

  it('asks before starting over, away from the next button: cancel and Escape keep everything, confirm clears', async () => {
    window.localStorage.setItem(
      draftKey(null),
      JSON.stringify({ ...complete, step: 'price', imageIds: ['a', 'b'] }),
    );
    renderForm({});
    await screen.findByRole('heading', { name: 'Prijs' });
    const startOver = screen.getByRole('button', { name: 'Opnieuw beginnen' });
    const nextButton = screen.getByRole('button', { name: /^Volgende/ });
    expect(nextButton.parentElement?.contains(startOver)).toBe(false);

    startOver.focus();
    fireEvent.click(startOver);
    const dialog = await screen.findByRole('dialog', { name: 'Opnieuw beginnen?' });
    expect(dialog.textContent).toContain(
      "Alles wat je hebt ingevuld wordt gewist, ook je 2 geüploade foto's. Dit kun je niet ongedaan maken.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(startOver));
    expect(stored()).toMatchObject({ step: 'price', title: 'Gazelle damesfiets', imageIds: ['a', 'b'] });

    fireEvent.click(startOver);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ step: 'price', title: 'Gazelle damesfiets' });

    fireEvent.click(startOver);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Alles wissen' }));
    await screen.findByRole('heading', { name: 'Categorie' });
    expect(stored()).toMatchObject({ step: 'category', title: '', categoryId: null, imageIds: [] });
  });

  it('says in English what starting over clears', async () => {
    window.localStorage.setItem(draftKey(null), JSON.stringify({ ...complete, imageIds: ['a'] }));
    renderForm({}, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start over?' });
    expect(dialog.textContent).toContain(
      'Everything you have filled in will be cleared, including your uploaded photo. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Clear everything' })).toBeTruthy();
  });

  describe('prefilled from the booth and the account', () => {
    const places = {
      '/exhibitor/v2/Booth/Get': json(200, {
        data: {
          ...boothData,
          street: 'Oudegracht 12',
          postalCode: '3511 AB',
          cityId: 3,
          cityName: 'Utrecht',
        },
        message: null,
      }),
      '/exhibitor/v2/User/Get': json(200, {
        data: {
          id: 7,
          email: 'joris@kraam.example',
          galleryId: null,
          firstName: 'Joris',
          lastName: 'Bakker',
          phone: '+32470123456',
          address: null,
          lang: 'nl',
        },
        message: null,
      }),
      '/public/v2/Country/GetAll': json(200, {
        data: [
          { id: 1, code: 'NL', name: 'Nederland', phoneCode: '+31' },
          { id: 4, code: 'BE', name: 'België', phoneCode: '+32' },
        ],
        message: null,
      }),
      '/public/v2/Province/GetAll': json(200, {
        data: [{ id: 2, countryId: 1, code: 'UT', name: 'Utrecht' }],
        message: null,
      }),
      '/public/v2/City/GetAll': json(200, {
        data: [
          { id: 30, provinceId: 9, name: 'Utrechtseweg', latitude: 51, longitude: 4 },
          { id: 3, provinceId: 2, name: 'Utrecht', latitude: 52.0907, longitude: 5.1214 },
        ],
        message: null,
      }),
    };

    it('starts a new ad with the booth address and the account phone', async () => {
      window.localStorage.setItem(draftKey(null), JSON.stringify({ ...emptyDraft(), step: 'location' }));
      renderForm(places);
      const postalCode = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Postcode/ });
      await waitFor(() => expect(postalCode.value).toBe('3511 AB'));
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Straat/ }).value).toBe('Oudegracht 12');
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: /^Plaats/ }).value).toBe('Utrecht');
      expect(screen.getByTestId('pin-coordinates').textContent).toBe('Speld op 52.09070, 5.12140');
      expect(stored()).toMatchObject({
        countryId: 1,
        provinceId: 2,
        city: { id: 3, name: 'Utrecht' },
        phoneCode: '+32',
        phoneNumber: '470 12 34 56',
      });
    });

    it('leaves the location a restored draft already has', async () => {
      window.localStorage.setItem(
        draftKey(null),
        JSON.stringify({
          ...complete,
          step: 'contact',
          city: { id: 8, name: 'Amersfoort' },
          postalCode: '3811 AA',
        }),
      );
      renderForm(places);
      const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Telefoonnummer/ });
      await waitFor(() => expect(phone.value).toBe('470 12 34 56'));
      expect(stored()).toMatchObject({
        provinceId: 2,
        city: { id: 8, name: 'Amersfoort' },
        postalCode: '3811 AA',
        street: '',
        phoneCode: '+32',
      });
    });

    it('does not prefill an ad being edited', async () => {
      window.localStorage.setItem(draftKey(5), JSON.stringify({ ...complete, editId: 5, step: 'contact' }));
      const api = renderForm(places, 'nl', 5);
      await screen.findByRole('textbox', { name: /^Telefoonnummer/ });
      expect(api.calls.some((call) => call.url.pathname === '/exhibitor/v2/User/Get')).toBe(false);
      expect(stored(5)).toMatchObject({ phoneNumber: '', street: '' });
    });
  });

  describe('the step indicator', () => {
    // MUI's stepper is a tab list: one stop for Tab, arrow keys between the steps.
    const stepButton = (name: string) => screen.getByRole('tab', { name });

    it('jumps to any step of an ad being edited, the current one marked', async () => {
      window.localStorage.setItem(draftKey(5), JSON.stringify({ ...complete, editId: 5, step: 'details' }));
      renderForm({}, 'nl', 5);
      await screen.findByRole('heading', { name: 'Gegevens' });
      expect(stepButton('Gegevens').getAttribute('aria-current')).toBe('step');
      fireEvent.click(stepButton("Foto's"));
      await screen.findByRole('heading', { name: "Foto's" });
      expect(stepButton("Foto's").getAttribute('aria-current')).toBe('step');
      expect(stepButton('Gegevens').getAttribute('aria-current')).toBeNull();
      fireEvent.click(stepButton('Prijs'));
      await screen.findByRole('heading', { name: 'Prijs' });
      expect(stored(5)?.step).toBe('price');
      expect(screen.queryByRole('button', { name: 'Opnieuw beginnen' })).toBeNull();
    });

    it('lets a new ad jump back always, forward only as far as it got', async () => {
      window.localStorage.setItem(draftKey(null), JSON.stringify({ ...complete, step: 'price' }));
      renderForm({});
      await screen.findByRole('heading', { name: 'Prijs' });
      expect((stepButton("Foto's") as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(stepButton('Categorie'));
      await screen.findByRole('heading', { name: 'Categorie' });
      fireEvent.click(stepButton('Prijs'));
      await screen.findByRole('heading', { name: 'Prijs' });
    });

    it('stops a forward jump at a step that no longer passes', async () => {
      window.localStorage.setItem(draftKey(5), JSON.stringify({ ...complete, editId: 5, step: 'details' }));
      renderForm({}, 'nl', 5);
      fireEvent.change(await screen.findByRole('textbox', { name: /^Titel/ }), { target: { value: '' } });
      fireEvent.click(stepButton('Locatie'));
      expect(await screen.findByText('Dit veld is verplicht')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Gegevens' })).toBeTruthy();
    });
  });
});
