import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders, TEST_API } from '@/test/render';
import { ReportDialog } from './report-dialog';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const call = { apiBase: TEST_API, lang: 'nl' as const, token: 'token' };
const REPORT = '/exhibitor/v2/Conversation/Report';

afterEach(() => vi.unstubAllGlobals());

describe('ReportDialog', () => {
  it.each([
    ['nl', 'Melden', 'Kies een reden.'],
    ['en', 'Report', 'Choose a reason.'],
  ] as const)('asks for a reason before sending anything (%s)', async (lang, submit, text) => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(
      <ReportDialog call={{ ...call, lang }} conversationId={3} open onClose={vi.fn()} />,
      lang,
    );
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', text);
    expect(api.calls).toHaveLength(0);
  });

  it('sends the reason with the trimmed details and thanks the user', async () => {
    const api = fakeApi({ [REPORT]: json(200, { data: { reportId: 1 }, message: null }) });
    vi.stubGlobal('fetch', api.fetchMock);
    const onClose = vi.fn();
    renderWithProviders(<ReportDialog call={call} conversationId={3} open onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Oplichting of fraude' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Toelichting (niet verplicht)' }), {
      target: { value: '  Vraagt om vooruitbetaling  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(api.bodyOf(REPORT) as string)).toEqual({
      conversationId: 3,
      reason: 'scam',
      details: 'Vraagt om vooruitbetaling',
    });
    expect(toast.success).toHaveBeenCalledWith('Bedankt voor je melding. We kijken ernaar.');
  });

  it("shows the server's message when reporting fails and keeps the dialog open", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [REPORT]: json(429, { message: 'Te veel verzoeken.', code: 'RATE_LIMITED' }) }).fetchMock,
    );
    const onClose = vi.fn();
    renderWithProviders(<ReportDialog call={call} conversationId={3} open onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Spam of reclame' }));
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Te veel verzoeken.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
