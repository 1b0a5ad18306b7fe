import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderAsSeller } from '@/test/render';
import { emptyDraft, type AdDraft } from '../../ad-draft';
import { PhotosStep } from './photos-step';
import { json } from '@/test/fake-api';
import type * as ShrinkModule from '@/lib/images/shrink-image';

// The test document decodes no images: the browser's shrinking is proven in e2e/photo-shrinking.e2e.ts.
vi.mock('@/lib/images/shrink-image', async (original) => {
  const real = await original<typeof ShrinkModule>();
  return { ...real, shrinkImage: vi.fn(() => Promise.reject(new real.UndecodableImageError())) };
});

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);
const png = (name = 'foto.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The draft as the form holds it after the step's changes. */
const form = { draft: emptyDraft() };
function Harness({ start }: { start: AdDraft }) {
  const [draft, setDraft] = useState(start);
  const update = (patch: Partial<AdDraft>) => {
    form.draft = { ...form.draft, ...patch };
    setDraft((previous) => ({ ...previous, ...patch }));
  };
  return <PhotosStep draft={draft} update={update} errors={{}} />;
}
function renderStep(draft: Partial<AdDraft>) {
  form.draft = { ...emptyDraft(), step: 'photos', ...draft };
  return renderAsSeller(<Harness start={form.draft} />);
}
const calledUrl = (index: number) => fetchMock.mock.calls[index]?.[0] as string;
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('PhotosStep', () => {
  it('uploads picked photos through File/Upload, shows the count and suggests at least 4', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { id: ids(1)[0], width: 10, height: 10 }, message: null }),
    );
    renderStep({});
    expect(screen.getByText("Advertenties met minstens 4 foto's krijgen meer reacties.")).toBeTruthy();
    pick([png()]);
    await waitFor(() => expect(screen.getByTestId('photo-count').textContent).toBe("1/12 foto's"));
    expect(calledUrl(0)).toContain('/exhibitor/v2/File/Upload');
    expect(form.draft.imageIds).toEqual(ids(1));
  });

  it('refuses the main image for removal, a wrong format and an SVG over 1 MB before sending', () => {
    renderStep({ imageIds: ids(2) });
    const [main] = screen.getAllByTestId('photo-tile');
    fireEvent.click(within(main!).getByRole('button', { name: 'Foto verwijderen' }));
    expect(toast.error).toHaveBeenCalledWith('Je kunt de hoofdfoto niet verwijderen', expect.anything());
    pick([new File(['<html>'], 'page.html', { type: 'text/html' })]);
    pick([new File([new Uint8Array(1024 * 1024 + 1)], 'groot.svg', { type: 'image/svg+xml' })]);
    expect(toast.error).toHaveBeenCalledWith(
      'page.html: alleen PNG-, SVG-, JPG-, JPEG- en GIF-afbeeldingen zijn toegestaan',
    );
    expect(toast.error).toHaveBeenCalledWith(
      'groot.svg is een SVG van meer dan 1 MB; die kan niet worden verkleind',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(form.draft.imageIds).toEqual(ids(2));
  });

  it('makes a photo over 1 MB smaller instead of refusing it, and names one it cannot read', async () => {
    renderStep({ imageIds: ids(1) });
    pick([new File([new Uint8Array(3 * 1024 * 1024)], 'kapot.jpg', { type: 'image/jpeg' })]);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'kapot.jpg kan niet als foto worden gelezen. Kies een andere foto.',
      ),
    );
    expect(toast.error).not.toHaveBeenCalledWith(expect.stringContaining('1 MB'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads only up to 12 photos and says so', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { id: ids(12)[11], width: 10, height: 10 }, message: null }),
    );
    renderStep({ imageIds: ids(11) });
    pick([png('a.png'), png('b.png')]);
    expect(toast.error).toHaveBeenCalledWith("Je kunt maximaal 12 foto's uploaden", expect.anything());
    await waitFor(() => expect(form.draft.imageIds).toHaveLength(12));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: "Foto's kiezen" }).disabled).toBe(true);
  });

  it('makes another photo the main one in a new ad without a call', () => {
    renderStep({ imageIds: ids(3) });
    fireEvent.click(
      within(screen.getAllByTestId('photo-tile')[2]!).getByRole('button', { name: 'Hoofdfoto maken' }),
    );
    return waitFor(() => {
      expect(form.draft.imageIds[0]).toBe(ids(3)[2]);
      expect(toast.success).toHaveBeenCalledWith('Hoofdfoto gewijzigd');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it("changes an existing ad's gallery at once and takes the server's order", async () => {
    const [first, second, third] = ids(3);
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { imageIds: [first, third] }, message: 'Foto verwijderd' }),
    );
    renderStep({ editId: 5, imageIds: [first!, second!, third!] });
    fireEvent.click(
      within(screen.getAllByTestId('photo-tile')[1]!).getByRole('button', { name: 'Foto verwijderen' }),
    );
    await waitFor(() => expect(form.draft.imageIds).toEqual([first, third]));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(calledUrl(0)).toContain(
      `/exhibitor/v2/AdvertisementGallery/Delete?lang=nl&advertisementId=5&imageId=${second}`,
    );
    expect(init?.method).toBe('DELETE');
    expect(toast.success).toHaveBeenCalledWith('Foto verwijderd');
  });
});
