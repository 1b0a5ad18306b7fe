import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useSession } from '@/lib/session/session-context';
import { renderWithProviders } from '@/test/render';
import { chatMessage, fakeHub, ME, signIn } from '../chat-test-data';
import { ChatProvider } from '../connection/chat-provider';
import { ChatHeaderLink } from './chat-header-link';
import { testNavigation } from '@/test/navigation';

const push = (senderId: number) => ({
  user: { id: senderId, name: 'Sanne de Vries', avatarId: null },
  message: chatMessage(1, { senderId, body: 'Is de fiets nog te koop?' }),
  adTitle: 'Gazelle damesfiets',
});

async function renderHeader(lang: 'nl' | 'en' = 'nl') {
  const hub = fakeHub();
  const view = renderWithProviders(
    <ChatProvider open={hub.open}>
      <ChatHeaderLink />
    </ChatProvider>,
    lang,
  );
  await waitFor(() => expect(hub.open).toHaveBeenCalled());
  return {
    hub,
    rerender: () =>
      view.rerender(
        <ChatProvider open={hub.open}>
          <ChatHeaderLink />
        </ChatProvider>,
      ),
  };
}

const dot = () => screen.queryByTestId('chat-unread-dot');

beforeEach(() => {
  signIn();
});

describe('the unread dot', () => {
  it('turns on when a message from someone else arrives away from the chat page, and says so', async () => {
    const { hub } = await renderHeader();
    expect(dot()).toBeNull();
    expect(screen.getByRole('link', { name: 'Berichten' })).toBeTruthy();

    act(() => hub.live().onMessage(push(ME)));
    expect(dot()).toBeNull();

    act(() => hub.live().onMessage(push(12)));
    expect(dot()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Berichten, je hebt ongelezen berichten' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Je hebt een nieuw bericht');
  });

  it('stays off on the chat page and turns off on reaching it', async () => {
    const { hub, rerender } = await renderHeader('en');
    act(() => hub.live().onMessage(push(12)));
    expect(screen.getByRole('link', { name: 'Messages, you have unread messages' })).toBeTruthy();

    testNavigation.pathname = '/dashboard/chat';
    rerender();
    expect(dot()).toBeNull();
    act(() => hub.live().onMessage(push(12)));
    expect(dot()).toBeNull();

    // Leaving the chat page again does not bring back what was seen there.
    rerender();
    expect(dot()).toBeNull();
  });

  it("is right after a reload: on from Connect's unread total, off when nothing is unread", async () => {
    const { hub } = await renderHeader();
    act(() => hub.live().onConnected({ userId: ME, unreadTotal: 3 }));
    expect(dot()).not.toBeNull();
    act(() => hub.live().onConnected({ userId: ME, unreadTotal: 0 }));
    expect(dot()).toBeNull();
  });

  it('connects only when signed in', async () => {
    window.localStorage.clear();
    const hub = fakeHub();
    /** Shows once the session is known: from then on the provider has decided whether to connect. */
    function SessionKnown() {
      return useSession().known ? <span data-testid="session-known" /> : null;
    }
    renderWithProviders(
      <ChatProvider open={hub.open}>
        <ChatHeaderLink />
        <SessionKnown />
      </ChatProvider>,
    );
    await screen.findByTestId('session-known');
    expect(hub.open).not.toHaveBeenCalled();
  });
});
