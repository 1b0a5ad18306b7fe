import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { chatMessage, fakeHub, signIn } from '../chat-test-data';
import { ChatProvider } from './chat-provider';
import { testNavigation } from '@/test/navigation';

const shown: { title: string; options?: NotificationOptions }[] = [];
const requestPermission = vi.fn(() => Promise.resolve('granted'));

function stubNotifications(permission: NotificationPermission) {
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
}

const message = {
  user: { id: 12, name: 'Sanne de Vries', avatarId: null },
  message: chatMessage(1, { body: 'Is de fiets nog te koop?' }),
  adTitle: 'Gazelle damesfiets',
};

async function renderProvider(lang: 'nl' | 'en') {
  const hub = fakeHub();
  renderWithProviders(<ChatProvider open={hub.open}>{null}</ChatProvider>, lang);
  await waitFor(() => expect(hub.open).toHaveBeenCalled());
  return hub;
}

beforeEach(() => {
  signIn();
  shown.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('chat notifications', () => {
  it("raise 'Unread Messages' in the user's language with the sender and the text", async () => {
    stubNotifications('granted');
    const hub = await renderProvider('en');
    act(() => hub.live().onMessage(message));
    expect(shown).toEqual([
      {
        title: 'Unread Messages',
        options: expect.objectContaining({
          body: 'Sanne de Vries: Is de fiets nog te koop?',
        }) as NotificationOptions,
      },
    ]);
  });

  it('say it in Dutch on a Dutch page', async () => {
    stubNotifications('granted');
    const hub = await renderProvider('nl');
    act(() => hub.live().onMessage(message));
    expect(shown.map((notice) => notice.title)).toEqual(['Ongelezen berichten']);
  });

  it('are not raised on the chat page', async () => {
    stubNotifications('granted');
    testNavigation.pathname = '/dashboard/chat';
    const hub = await renderProvider('nl');
    act(() => hub.live().onMessage(message));
    expect(shown).toEqual([]);
  });
});
