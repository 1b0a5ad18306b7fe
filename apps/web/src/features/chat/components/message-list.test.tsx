import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { chatMessage, ME } from '../chat-test-data';
import { storedView } from '../model/chat-message-view';
import { MessageList } from './message-list';

const renderList = (
  messages: ReturnType<typeof storedView>[],
  otherLastReadAt: string | null = null,
  lang: 'nl' | 'en' = 'nl',
) =>
  renderWithProviders(
    <MessageList
      messages={messages}
      userId={ME}
      otherName="Sanne"
      otherLastReadAt={otherLastReadAt}
      hasOlder={false}
      loadingOlder={false}
      onLoadOlder={vi.fn()}
      onRetry={vi.fn()}
    />,
    lang,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('MessageList', () => {
  it('separates days as Amsterdam sees them: a date, Gisteren, Vandaag', () => {
    renderList([
      storedView(chatMessage(1, { createdAt: '2026-11-20T09:00:00.000Z' })),
      storedView(chatMessage(2, { createdAt: '2026-11-22T20:00:00.000Z' })),
      // 00:30 in Amsterdam on the 23rd, though still the 22nd in UTC.
      storedView(chatMessage(3, { createdAt: '2026-11-22T23:30:00.000Z' })),
      storedView(chatMessage(4, { createdAt: '2026-11-23T11:00:00.000Z' })),
    ]);
    const separators = screen.getAllByRole('separator').map((element) => element.getAttribute('aria-label'));
    expect(separators).toEqual(['vrijdag 20 november', 'Gisteren', 'Vandaag']);
    expect(screen.getAllByTestId('chat-message')).toHaveLength(4);
    expect(screen.getByText('00:30')).toBeTruthy();
  });

  it('warns about paying, not about talking elsewhere, under a phone number (one story with the ad page)', () => {
    renderList([storedView(chatMessage(1, { body: 'Bel me: 06 12345678', flags: ['phoneNumber'] }))]);
    const warning = screen.getByText(/Bellen of appen via WhatsApp mag gerust/);
    expect(warning.textContent).toContain('betaal nooit vooruit');
    expect(warning.textContent).not.toContain('Houd het gesprek');
  });

  it('names the days in English on an English page', () => {
    renderList([storedView(chatMessage(1, { createdAt: '2026-11-22T20:00:00.000Z' }))], null, 'en');
    expect(screen.getByRole('separator', { name: 'Yesterday' })).toBeTruthy();
  });

  it('ticks my messages ✓ when stored and ✓✓ once the other party read them', () => {
    renderList(
      [
        storedView(
          chatMessage(1, { senderId: ME, body: 'Al gelezen', createdAt: '2026-11-23T08:00:00.000Z' }),
        ),
        storedView(chatMessage(2, { senderId: ME, body: 'Nog niet', createdAt: '2026-11-23T10:00:00.000Z' })),
        storedView(chatMessage(3, { body: 'Van Sanne', createdAt: '2026-11-23T10:05:00.000Z' })),
      ],
      '2026-11-23T09:00:00.000Z',
    );
    const [read, sent, theirs] = screen.getAllByTestId('chat-message');
    expect(within(read!).getByRole('img', { name: 'Gelezen' })).toBeTruthy();
    expect(within(sent!).getByRole('img', { name: 'Verstuurd' })).toBeTruthy();
    expect(within(theirs!).queryByRole('img')).toBeNull();
  });

  it('warns above a flagged message from the other party, in words that fit the flag', () => {
    renderList([
      storedView(
        chatMessage(1, {
          body: 'Betaal hier: https://pay.example/x',
          flags: ['paymentLink', 'offPlatformPayment'],
        }),
      ),
      storedView(chatMessage(2, { body: 'Gewoon een vraag' })),
    ]);
    const [flagged, plain] = screen.getAllByTestId('chat-message');
    expect(within(flagged!).getByRole('alert').textContent).toContain('Betaal niet via links van onbekenden');
    expect(within(plain!).queryByRole('alert')).toBeNull();
  });
});
