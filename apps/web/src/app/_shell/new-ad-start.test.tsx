import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { Lang } from '@kraam/shared';
import { aBooth } from '@/test/booth-fixture';
import { categoryNode } from '@/test/category-node';
import { fakeApi, json } from '@/test/fake-api';
import { renderAsSeller } from '@/test/render';
import { emptyDraft } from '@/features/publishing/ad-draft';
import { draftKey } from '@/features/publishing/draft-storage';
import { NewAdStart } from './new-ad-start';
import '@/features/publishing/components/steps/details-step';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => '/newAds/chooseCategory',
}));

const tree = [categoryNode(1, 'Fietsen', [categoryNode(11, 'Stadsfietsen')])];
const details = {
  id: 7,
  email: 'joris@example.nl',
  galleryId: null,
  firstName: 'Joris',
  lastName: 'Bakker',
  phone: null,
  address: null,
  lang: 'nl',
};

/** A seller without a booth; Booth/Get answers the booth once Insert has made it. */
function renderWithoutBooth(lang: Lang) {
  let made = false;
  const api = fakeApi({
    '/exhibitor/v2/User/Get': json(200, { data: details, message: null }),
    '/exhibitor/v2/Booth/Get': () =>
      made
        ? json(200, { data: aBooth({ id: 3, name: 'Kraam van Joris', title: '' }), message: null })
        : json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' }),
    '/exhibitor/v2/Booth/Insert': () => {
      made = true;
      return json(200, { data: aBooth({ id: 3, name: 'Kraam van Joris', title: '' }), message: null });
    },
    '/exhibitor/v2/Category/GetFields': json(200, { data: [], message: null }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: 7 }));
  renderAsSeller(<NewAdStart tree={tree} tileUrl="http://tiles.test/{z}/{x}/{y}.png" editId={null} />, lang);
  return api;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('NewAdStart for a seller without a booth', () => {
  it.each([
    [
      'nl',
      /^Naam van je kraam/,
      'Kraam openen en verder',
      'Je kraam staat klaar — plaats nu je advertentie',
      /^Titel/,
    ],
    ['en', /^Booth name/, 'Open my booth and continue', 'Your booth is ready — now place your ad', /^Title/],
  ] as const)(
    'in %s makes the booth on one screen and goes on to the kept draft',
    async (lang, label, submit, ready, title) => {
      window.localStorage.setItem(
        draftKey(null),
        JSON.stringify({ ...emptyDraft(), step: 'details', categoryId: 11, title: 'Gazelle damesfiets' }),
      );
      const api = renderWithoutBooth(lang);
      const name = await screen.findByRole('textbox', { name: label });
      await waitFor(() => expect((name as HTMLInputElement).value).toBe('Joris Bakker'));
      fireEvent.change(name, { target: { value: 'Kraam van Joris' } });
      fireEvent.click(screen.getByRole('button', { name: submit }));

      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ready, expect.anything()));
      expect(JSON.parse(api.bodyOf('/exhibitor/v2/Booth/Insert') as string)).toMatchObject({
        name: 'Kraam van Joris',
      });
      const draftTitle = await screen.findByRole('textbox', { name: title });
      expect((draftTitle as HTMLInputElement).value).toBe('Gazelle damesfiets');
    },
  );

  it('keeps the booth name rule before sending anything', async () => {
    const api = renderWithoutBooth('nl');
    const name = await screen.findByRole('textbox', { name: /^Naam van je kraam/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Joris Bakker'));
    fireEvent.change(name, { target: { value: 'J' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kraam openen en verder' }));
    await screen.findByText('Gebruik minstens 2 tekens');
    expect(api.bodyOf('/exhibitor/v2/Booth/Insert')).toBeUndefined();
  });
});
