import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { API_PATHS, type Statement } from '@kraam/shared';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { signInReader, statement } from '../statement-test-data';
import { StatementList } from './statement-list';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/dashboard/statements',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const REASON = 'De betaallink was van mijn bank, niet van een oplichter.';
const RECEIVED =
  'Je bezwaar is ontvangen. Een andere moderator dan wie het besluit nam, beoordeelt het en we mailen je de uitkomst.';

/** The API: the reader's one statement, and `appeal` answering the appeal (the list then shows it). */
function renderWithApi(appeal: Route) {
  let current: Statement = statement();
  const api = fakeApi({
    [API_PATHS.statements]: () => json(200, { data: [current], message: null }),
    [API_PATHS.appealInsert]: (url, init) => {
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
  renderWithProviders(<StatementList />);
  return api;
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Waarom ben je het niet eens/ });
const appealCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.url.pathname === API_PATHS.appealInsert);

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Bezwaar maken' }));
  return field();
}

beforeEach(() => {
  signInReader();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the appeal form', () => {
  it('asks for a reason of 20 to 2,000 characters, counting, and sends nothing shorter', async () => {
    const api = renderWithApi(() => json(200, { data: { appealId: 9 }, message: RECEIVED }));
    const text = await openForm();
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.maxLength).toBe(2000);
    expect(screen.getByText('0 van 2000 tekens, minstens 20')).toBeTruthy();
    fireEvent.change(text, { target: { value: 'Klopt niet.' } });
    expect(screen.getByText('11 van 2000 tekens, minstens 20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    expect(
      await screen.findByText('Schrijf minstens 20 tekens, zodat we je bezwaar goed kunnen beoordelen.'),
    ).toBeTruthy();
    fireEvent.change(text, { target: { value: '   ' } });
    expect(await screen.findByText('Dit veld is verplicht')).toBeTruthy();
    expect(appealCalls(api)).toEqual([]);
  });

  it('sends the appeal, thanks with the server’s words and shows it under review', async () => {
    const api = renderWithApi(() => json(200, { data: { appealId: 9 }, message: RECEIVED }));
    fireEvent.change(await openForm(), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Bezwaar in behandeling');
    expect(status.textContent).toMatch(/^Bezwaar in behandelingJe maakte bezwaar op \d+ \w+ \d{4}\./);
    expect(screen.getByRole('button', { name: /Gazelle damesfiets/ }).textContent).toContain(
      'Bezwaar in behandeling',
    );
    expect(toast.success).toHaveBeenCalledWith(RECEIVED);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(status));
    const [sent] = appealCalls(api);
    expect(JSON.parse(sent?.init?.body as string)).toEqual({ decisionId: 31, text: REASON });
    expect(new Headers(sent?.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('shows why the server refuses an appeal (already made) instead of the form', async () => {
    renderWithApi(() =>
      json(409, { message: 'Je hebt al bezwaar gemaakt tegen dit besluit.', code: 'CONFLICT' }),
    );
    fireEvent.change(await openForm(), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('Je hebt al bezwaar gemaakt tegen dit besluit.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bezwaar maken' })).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('puts the server’s field error under the field and keeps what was typed', async () => {
    renderWithApi(() =>
      json(400, {
        message: 'Controleer de ingevulde gegevens.',
        code: 'VALIDATION_FAILED',
        errors: { text: ['Deze tekst bevat een teken dat niet is toegestaan.'] },
      }),
    );
    fireEvent.change(await openForm(), { target: { value: REASON } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    expect(await screen.findByText('Deze tekst bevat een teken dat niet is toegestaan.')).toBeTruthy();
    expect(field().value).toBe(REASON);
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('closes on Annuleren and gives the keyboard back to its button', async () => {
    renderWithApi(() => undefined);
    await openForm();
    const card = screen.getByTestId('statement');
    fireEvent.click(within(card).getByRole('button', { name: 'Annuleren' }));
    const again = await within(card).findByRole('button', { name: 'Bezwaar maken' });
    await waitFor(() => expect(document.activeElement).toBe(again));
  });
});
