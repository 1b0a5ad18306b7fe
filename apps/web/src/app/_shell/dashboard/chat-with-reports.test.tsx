import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS, type ChatMessage, type ConversationSummary } from '@kraam/shared';
import { chatMessage, conversation, fakeHub, ME, signIn } from '@/features/chat/chat-test-data';
import { ChatProvider } from '@/features/chat/connection/chat-provider';
import { fakeApi, json } from '@/test/fake-api';
import { testNavigation } from '@/test/navigation';
import { renderWithProviders } from '@/test/render';
import { ChatWithReports } from './chat-with-reports';

beforeEach(() => {
  testNavigation.pathname = '/dashboard/chat';
});

const EXPLANATION = 'Ze vraagt me vooruit te betalen via een link buiten Kraam.';

/** The chat page as the dashboard renders it, with one open conversation holding these messages. */
function renderChat(summary: ConversationSummary, messages: ChatMessage[], lang: 'nl' | 'en' = 'nl') {
  testNavigation.searchParams = new URLSearchParams(`conversationId=${summary.id}`);
  const api = fakeApi({
    '/ChatHub/GetAll': (url) =>
      json(200, {
        data: url.searchParams.get('support') === 'true' ? [] : [summary],
        message: null,
        nextCursor: null,
        unreadTotal: 0,
        supportTeam: false,
      }),
    '/exhibitor/v2/Conversation/GetAll': json(200, {
      data: messages,
      message: null,
      nextCursor: null,
      conversation: summary,
    }),
    [API_PATHS.userGet]: json(200, {
      data: { id: ME, email: 'koper@example.nl', firstName: 'Kees', lastName: 'Koper' },
      message: null,
    }),
    [API_PATHS.reportInsert]: json(200, {
      data: { caseNumber: 'KR-2026-000077' },
      message: 'Bedankt, je melding is ontvangen.',
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <ChatProvider open={fakeHub().open}>
      <ChatWithReports />
    </ChatProvider>,
    lang,
  );
  return api;
}

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

describe('the chat with reports', () => {
  it('offers to report each message of the other party, and sends the notice about that message', async () => {
    const api = renderChat(conversation(), [
      chatMessage(101, { body: 'Betaal eerst via deze link' }),
      chatMessage(102, {
        senderId: ME,
        body: 'Liever bij het ophalen',
        createdAt: '2026-11-23T10:01:00.000Z',
      }),
      chatMessage(103, { body: 'Anders gaat het niet door', createdAt: '2026-11-23T10:02:00.000Z' }),
    ]);
    const log = await screen.findByRole('log', { name: 'Berichten' });
    const [theirs, mine, later] = await within(log).findAllByTestId('chat-message');
    expect(within(mine!).queryByRole('button', { name: 'Meld dit bericht' })).toBeNull();
    expect(within(later!).getByRole('button', { name: 'Meld dit bericht' })).toBeTruthy();
    const report = within(theirs!).getByRole('button', { name: 'Meld dit bericht' });
    // Read out with the message it is about.
    expect(document.getElementById(report.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Betaal eerst via deze link',
    );
    // The conversation's own report stays in its menu.
    expect(screen.getByRole('button', { name: 'Gespreksopties' })).toBeTruthy();

    fireEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Bericht melden' });
    // Outside the live log, so opening it is not read out as a new message.
    expect(log.contains(dialog)).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Oplichting of fraude' }));
    fireEvent.change(within(dialog).getByLabelText(/Leg uit wat er mis is/), {
      target: { value: EXPLANATION },
    });
    fireEvent.change(within(dialog).getByLabelText(/Je naam/), { target: { value: 'Kees Koper' } });
    fireEvent.change(within(dialog).getByLabelText(/Je e-mailadres/), {
      target: { value: 'koper@example.nl' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /te goeder trouw/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect(await within(dialog).findByText('Je zaaknummer is KR-2026-000077.')).toBeTruthy();
    const sent = api.calls.find((call) => call.url.pathname === API_PATHS.reportInsert);
    expect(JSON.parse(sent?.init?.body as string)).toMatchObject({ targetType: 'message', targetId: 101 });
    expect(new Headers(sent?.init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('names the action in English on an English page', async () => {
    renderChat(conversation(), [chatMessage(101)], 'en');
    const log = await screen.findByRole('log');
    expect(await within(log).findByRole('button', { name: 'Report this message' })).toBeTruthy();
  });

  it('offers no report of the support team’s answers', async () => {
    const support = conversation({ id: 9, kind: 'support', ad: null });
    renderChat(support, [chatMessage(201, { conversationId: 9, body: 'Hoe kunnen we helpen?' })]);
    const log = await screen.findByRole('log', { name: 'Berichten' });
    expect(await within(log).findByText('Hoe kunnen we helpen?')).toBeTruthy();
    expect(within(log).queryByRole('button', { name: 'Meld dit bericht' })).toBeNull();
  });
});
