import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ReportDialog } from './report-dialog';

const EXPLANATION = 'De verkoper vraagt om vooruitbetaling via een link buiten Kraam.';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem('userInfo');
});

const received = json(200, {
  data: { caseNumber: 'KR-2026-000042' },
  message: 'Bedankt, je melding is ontvangen. We hebben je een ontvangstbevestiging gemaild.',
});

describe('ReportDialog', () => {
  it('asks a guest for what is wrong, an explanation, a name, an email and good faith, and sends nothing before', async () => {
    const api = fakeApi({ [API_PATHS.reportInsert]: received });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ReportDialog target={{ type: 'ad', id: 12 }} open onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Advertentie melden' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByText(/Verklaar dat je melding te goeder trouw/)).toBeTruthy();
    expect(screen.getAllByText('Dit veld is verplicht').length).toBeGreaterThanOrEqual(2);
    expect(api.calls).toEqual([]);
  });

  it('sends the notice and shows its case number', async () => {
    const api = fakeApi({ [API_PATHS.reportInsert]: received });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ReportDialog target={{ type: 'booth', id: 7 }} open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Oplichting of fraude' }));
    fireEvent.change(screen.getByLabelText(/Leg uit wat er mis is/), { target: { value: EXPLANATION } });
    fireEvent.change(screen.getByLabelText(/Je naam/), { target: { value: 'Jan de Vries' } });
    fireEvent.change(screen.getByLabelText(/Je e-mailadres/), { target: { value: 'jan@example.nl' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /te goeder trouw/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByText('Je zaaknummer is KR-2026-000042.')).toBeTruthy();
    expect(JSON.parse(api.bodyOf(API_PATHS.reportInsert) as string)).toEqual({
      targetType: 'booth',
      targetId: 7,
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      explanation: EXPLANATION,
      name: 'Jan de Vries',
      email: 'jan@example.nl',
      goodFaith: true,
    });
  });

  it('lets a report about child abuse go without name and email', async () => {
    const api = fakeApi({ [API_PATHS.reportInsert]: received });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ReportDialog target={{ type: 'ad', id: 12 }} open onClose={vi.fn()} />, 'en');
    fireEvent.click(screen.getByRole('radio', { name: 'Danger to children or child abuse' }));
    expect(screen.getByText(/you may leave out your name and email address/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Explain what is wrong/), { target: { value: EXPLANATION } });
    fireEvent.click(screen.getByRole('checkbox', { name: /in good faith/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Your case number is KR-2026-000042.')).toBeTruthy();
  });

  it('fills in a signed-in reporter and shows the server’s field errors under their fields', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: 7 }));
    const api = fakeApi({
      [API_PATHS.userGet]: json(200, {
        data: { id: 7, email: 'anna@example.com', firstName: 'Anna', lastName: 'Smit' },
        message: null,
      }),
      [API_PATHS.reportInsert]: json(400, {
        message: 'Please check the data you entered.',
        code: 'VALIDATION_FAILED',
        errors: { explanation: ['This text contains a character that is not allowed.'] },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<ReportDialog target={{ type: 'ad', id: 12 }} open onClose={vi.fn()} />, 'en');
    const valueOf = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label).value;
    await waitFor(() => expect(valueOf(/Your name/)).toBe('Anna Smit'));
    expect(valueOf(/Your email address/)).toBe('anna@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    fireEvent.change(screen.getByLabelText(/Explain what is wrong/), { target: { value: EXPLANATION } });
    fireEvent.click(screen.getByRole('checkbox', { name: /in good faith/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('This text contains a character that is not allowed.')).toBeTruthy();
    const sent = api.calls.find((call) => call.url.pathname === API_PATHS.reportInsert);
    expect(new Headers(sent?.init?.headers).get('authorization')).toBe('Bearer token');
  });
});
