import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import type { QueryClient } from '@tanstack/react-query';
import { testNavigation } from '@/test/navigation';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { chatMessage, conversation, fakeHub, ME, signIn } from '../chat-test-data';
import { ChatProvider } from '../connection/chat-provider';
import { ChatView } from './chat-view';

const list = (items: unknown[], unreadTotal = 0, supportTeam = false) =>
  json(200, { data: items, message: null, nextCursor: null, unreadTotal, supportTeam });
const page = (messages: ChatMessage[], summary = conversation()) =>
  json(200, { data: messages, message: null, nextCursor: null, conversation: summary });
const stored = (message: ChatMessage) =>
  json(200, { data: { conversationId: message.conversationId, message }, message: null });
const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;

function renderChat(query: string, queryClient?: QueryClient) {
  testNavigation.searchParams = new URLSearchParams(query);
  const hub = fakeHub();
  renderWithProviders(
    <ChatProvider open={hub.open}>
      <ChatView />
    </ChatProvider>,
    'nl',
    queryClient,
  );
  return hub;
}

beforeEach(() => {
  signIn();
  testNavigation.pathname = '/dashboard/chat';
});
afterEach(() => vi.unstubAllGlobals());

describe('ChatView', () => {
  it('lists support pinned on top, then the conversations, marking the open one', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/ChatHub/GetAll': (url) =>
          url.searchParams.get('support') === 'true'
            ? list([])
            : list([
                conversation({ unreadCount: 2, lastMessage: chatMessage(9, { body: 'Hij is nog te koop' }) }),
              ]),
        '/exhibitor/v2/Conversation/GetAll': page([]),
      }).fetchMock,
    );
    renderChat('conversationId=3');
    const nav = await screen.findByRole('navigation', { name: 'Gesprekken' });
    await within(nav).findByRole('link', { name: /Sanne de Vries/ });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Kraam Support'),
      expect.stringContaining('Sanne de Vries'),
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/dashboard/chat?support=1');
    expect(links[1]!.getAttribute('aria-current')).toBe('true');
    expect(links[1]!.textContent).toContain('2 ongelezen berichten');
  });

  it("gives the support team every user's conversation, named by the user, with the team's answers as its own", async () => {
    const USER = 31;
    const colleague = 5;
    const customer = conversation({
      id: 8,
      kind: 'support',
      ad: null,
      other: { id: USER, name: 'Lotte Jansen', avatarId: null },
      otherBooth: { id: 4, name: 'Lottes Kraam' },
      customer: { memberSince: '2025-03-10T09:00:00.000Z', state: 'open' },
      unreadCount: 1,
      lastMessage: chatMessage(20, { conversationId: 8, senderId: USER, body: 'Mijn advertentie is weg' }),
    });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/ChatHub/GetAll': (url) =>
          url.searchParams.get('support') === 'true' ? list([], 0, true) : list([customer], 1, true),
        '/exhibitor/v2/Conversation/GetAll': page(
          [
            chatMessage(20, { conversationId: 8, senderId: USER, body: 'Mijn advertentie is weg' }),
            chatMessage(21, {
              conversationId: 8,
              senderId: colleague,
              body: 'We kijken ernaar',
              createdAt: '2026-11-23T10:05:00.000Z',
            }),
          ],
          customer,
        ),
      }).fetchMock,
    );
    renderChat('conversationId=8');
    const nav = await screen.findByRole('navigation', { name: 'Gesprekken' });
    const row = await within(nav).findByRole('link', { name: /Lotte Jansen/ });
    // No support entry of the team's own: the user's conversation is the only row.
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(row.textContent).toContain('Lid sinds');
    expect(row.textContent).toContain('Lottes Kraam');
    expect(row.textContent).toContain('Open');
    expect(row.textContent).toContain('1 ongelezen bericht');

    const pane = await screen.findByRole('region', { name: 'Gesprek met Lotte Jansen' });
    expect(within(pane).getByTestId('chat-pane-name').textContent).toBe('Lotte Jansen');
    const log = await within(pane).findByRole('log', { name: 'Berichten' });
    const bubbles = await within(log).findAllByTestId('chat-message');
    expect(bubbles.map((bubble) => bubble.textContent)).toEqual([
      expect.stringMatching(/^Lotte Jansen:Mijn advertentie is weg/),
      expect.stringMatching(/^Kraam Support:We kijken ernaar/),
    ]);
  });

  it("names the seller by their booth in the list and the pane's header", async () => {
    const withBooth = conversation({ otherBooth: { id: 4, name: 'Fietsenkraam Sanne' } });
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/ChatHub/GetAll': (url) =>
          url.searchParams.get('support') === 'true' ? list([]) : list([withBooth]),
        '/exhibitor/v2/Conversation/GetAll': page([chatMessage(1)], withBooth),
      }).fetchMock,
    );
    renderChat('conversationId=3');
    const nav = await screen.findByRole('navigation', { name: 'Gesprekken' });
    expect(await within(nav).findByRole('link', { name: /Fietsenkraam Sanne/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chat-pane-name').textContent).toBe('Fietsenkraam Sanne'));
  });

  it('offers to load a conversation again when its first load fails', async () => {
    let loads = 0;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/ChatHub/GetAll': list([conversation()]),
        '/exhibitor/v2/Conversation/GetAll': () => {
          loads += 1;
          return loads === 1
            ? json(503, { message: 'Tijdelijk niet beschikbaar.', code: 'SERVICE_UNAVAILABLE' })
            : page([chatMessage(1, { body: 'Is hij er nog?' })]);
        },
      }).fetchMock,
    );
    renderChat('conversationId=3');
    expect(await screen.findByText('Dit gesprek kon niet worden geladen.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Bericht' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    const log = await screen.findByRole('log', { name: 'Berichten' });
    expect(await within(log).findByText('Is hij er nog?')).toBeTruthy();
    expect(screen.queryByText('Dit gesprek kon niet worden geladen.')).toBeNull();
    expect(loads).toBe(2);
  });

  it('shows a failed send on its bubble and retries it with the same clientId', async () => {
    let attempts = 0;
    const api = fakeApi({
      '/ChatHub/GetAll': list([]),
      '/exhibitor/v2/Conversation/GetAll': page([chatMessage(1, { body: 'Hoi!' })]),
      '/exhibitor/v2/Conversation/Insert': (_url, init) => {
        attempts += 1;
        if (attempts === 1)
          return json(429, { message: 'Je stuurt te veel berichten. Wacht even.', code: 'RATE_LIMITED' });
        const { clientId, message } = bodyOf(init);
        return stored(chatMessage(2, { senderId: ME, body: String(message), clientId: String(clientId) }));
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderChat('conversationId=3');
    expect(await screen.findByText('Hoi!')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Bericht' });
    fireEvent.change(box, { target: { value: 'Kan ik hem zaterdag ophalen?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Je stuurt te veel berichten. Wacht even.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    await waitFor(() => expect(attempts).toBe(2));
    const sends = api.calls.filter((call) => call.url.pathname === '/exhibitor/v2/Conversation/Insert');
    const [first, second] = sends.map((call) => bodyOf(call.init));
    expect(first).toMatchObject({ conversationId: 3, message: 'Kan ik hem zaterdag ophalen?' });
    expect(second?.clientId).toBe(first?.clientId);
    expect(await screen.findByRole('img', { name: 'Verstuurd' })).toBeTruthy();
    expect(screen.queryByText('Je stuurt te veel berichten. Wacht even.')).toBeNull();
    expect(screen.getAllByText('Kan ik hem zaterdag ophalen?')).toHaveLength(1);
  });

  it('appends a live message, marks it read and turns my ticks to read on MessagesRead', async () => {
    const api = fakeApi({
      '/ChatHub/GetAll': list([]),
      '/exhibitor/v2/Conversation/GetAll': page([chatMessage(1, { senderId: ME, body: 'Is hij er nog?' })]),
      '/exhibitor/v2/Conversation/Read': json(200, {
        data: { conversationId: 3, lastReadAt: '2026-11-23T10:01:00.000Z' },
        message: null,
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const hub = renderChat('conversationId=3');
    expect(await screen.findByRole('img', { name: 'Verstuurd' })).toBeTruthy();
    await waitFor(() => expect(hub.open).toHaveBeenCalled());

    act(() =>
      hub.live().onMessage({
        user: { id: 12, name: 'Sanne de Vries', avatarId: null },
        message: chatMessage(2, { body: 'Ja, hij is er nog!', createdAt: '2026-11-23T10:01:00.000Z' }),
        adTitle: 'Gazelle damesfiets',
      }),
    );
    expect(await screen.findByText('Ja, hij is er nog!')).toBeTruthy();
    await waitFor(() =>
      expect(api.bodyOf('/exhibitor/v2/Conversation/Read')).toBe(JSON.stringify({ conversationId: 3 })),
    );

    act(() => hub.live().onRead({ conversationId: 3, readerId: 12, lastReadAt: '2026-11-23T10:02:00.000Z' }));
    expect(await screen.findByRole('img', { name: 'Gelezen' })).toBeTruthy();
  });

  it("opens a draft about an ad from ?adId=, sends the first message with the ad's id and switches the URL", async () => {
    const api = fakeApi({
      '/ChatHub/GetAll': list([]),
      '/public/v2/Advertisement/Get': json(200, { data: adDetail(), message: null }),
      '/exhibitor/v2/Conversation/Insert': (_url, init) =>
        stored(
          chatMessage(5, {
            conversationId: 8,
            senderId: ME,
            body: 'Hallo!',
            clientId: String(bodyOf(init).clientId),
          }),
        ),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderChat('adId=41');
    const card = await screen.findByTestId('chat-ad-card');
    expect(card.textContent).toContain('Gazelle damesfiets');
    expect(card.getAttribute('href')).toBe('/ads/41');
    expect(screen.getByRole('heading', { name: 'Fietsenkraam Utrecht' })).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Bericht' });
    fireEvent.change(box, { target: { value: 'Hallo!' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(testNavigation.router.replace).toHaveBeenCalledWith('/dashboard/chat?conversationId=8', {
        scroll: false,
      }),
    );
    expect(bodyOf(api.calls.find((call) => call.url.pathname.endsWith('/Insert'))?.init)).toMatchObject({
      advertisementId: 41,
      message: 'Hallo!',
    });
    const lookup = api.calls.find((call) => call.url.searchParams.has('advertisementId'));
    expect(lookup?.url.searchParams.get('advertisementId')).toBe('41');
  });

  it('opens the existing conversation about an ad instead of a new one', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/ChatHub/GetAll': (url) =>
          list(url.searchParams.get('advertisementId') === '41' ? [conversation({ id: 3 })] : []),
      }).fetchMock,
    );
    renderChat('adId=41');
    await waitFor(() =>
      expect(testNavigation.router.replace).toHaveBeenCalledWith('/dashboard/chat?conversationId=3', {
        scroll: false,
      }),
    );
  });

  it('loads older messages from the cursor and says quietly when it is reconnecting', async () => {
    const api = fakeApi({
      '/ChatHub/GetAll': list([]),
      '/exhibitor/v2/Conversation/GetAll': (url) =>
        url.searchParams.get('cursor') === 'older'
          ? page([chatMessage(1, { body: 'Het eerste bericht', createdAt: '2026-11-22T09:00:00.000Z' })])
          : json(200, {
              data: [chatMessage(2, { body: 'Het tweede bericht' })],
              message: null,
              nextCursor: 'older',
              conversation: conversation(),
            }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const hub = renderChat('conversationId=3');
    await screen.findByText('Het tweede bericht');
    fireEvent.click(screen.getByRole('button', { name: 'Oudere berichten laden' }));
    expect(await screen.findByText('Het eerste bericht')).toBeTruthy();
    const bodies = screen.getAllByTestId('chat-message').map((element) => element.textContent);
    expect(bodies[0]).toContain('Het eerste bericht');
    expect(screen.queryByRole('button', { name: 'Oudere berichten laden' })).toBeNull();

    await waitFor(() => expect(hub.open).toHaveBeenCalled());
    act(() => hub.live().onState('reconnecting'));
    expect(screen.getByText('Opnieuw verbinden…')).toBeTruthy();
    act(() => hub.live().onState('connected'));
    expect(screen.queryByText('Opnieuw verbinden…')).toBeNull();
  });

  it('shows a message pushed by the hub in the list preview and the pane, from one cache', async () => {
    const api = fakeApi({
      '/ChatHub/GetAll': (url) =>
        url.searchParams.get('support') === 'true'
          ? list([])
          : list([conversation(), conversation({ id: 5, other: { id: 14, name: 'Piet', avatarId: null } })]),
      '/exhibitor/v2/Conversation/GetAll': page([chatMessage(1, { body: 'Is hij er nog?' })]),
      '/exhibitor/v2/Conversation/Read': json(200, {
        data: { conversationId: 5, lastReadAt: '2026-11-23T10:01:00.000Z' },
        message: null,
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const queryClient = createTestQueryClient();
    const hub = renderChat('conversationId=3', queryClient);
    const nav = await screen.findByRole('navigation', { name: 'Gesprekken' });
    await screen.findByText('Is hij er nog?');
    await waitFor(() => expect(hub.open).toHaveBeenCalled());

    act(() =>
      hub.live().onMessage({
        user: { id: 12, name: 'Sanne de Vries', avatarId: null },
        message: chatMessage(2, { body: 'Ja, hij is er nog!', createdAt: '2026-11-23T10:01:00.000Z' }),
        adTitle: 'Gazelle damesfiets',
      }),
    );
    const log = screen.getByRole('log', { name: 'Berichten' });
    expect(await within(log).findByText('Ja, hij is er nog!')).toBeTruthy();
    const links = within(nav).getAllByRole('link');
    expect(links[1]?.textContent).toContain('Ja, hij is er nog!');
    // Open, so not unread; the pane and the list read it from the same cache entry.
    expect(links[1]?.textContent).not.toContain('ongelezen');

    act(() =>
      hub.live().onMessage({
        user: { id: 14, name: 'Piet', avatarId: null },
        message: chatMessage(3, { conversationId: 5, senderId: 14, body: 'Hallo?' }),
        adTitle: 'Gazelle damesfiets',
      }),
    );
    await waitFor(() => expect(within(nav).getAllByRole('link')[1]?.textContent).toContain('Hallo?'));
    expect(within(nav).getAllByRole('link')[1]?.textContent).toContain('1 ongelezen bericht');
    expect(screen.queryByText('Hallo?', { selector: '[role=log] *' })).toBeNull();
    const fetches = api.calls.filter((call) => call.url.pathname === '/ChatHub/GetAll');
    expect(fetches).toHaveLength(2);
  });

  it('reads the list and the open conversation again after each connection, the first one included', async () => {
    const api = fakeApi({
      '/ChatHub/GetAll': list([conversation()]),
      '/exhibitor/v2/Conversation/GetAll': page([chatMessage(1, { body: 'Is hij er nog?' })]),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const hub = renderChat('conversationId=3');
    await screen.findByText('Is hij er nog?');
    await waitFor(() => expect(hub.open).toHaveBeenCalled());
    const reads = (path: string) => api.calls.filter((call) => call.url.pathname === path).length;
    const before = { list: reads('/ChatHub/GetAll'), pane: reads('/exhibitor/v2/Conversation/GetAll') };

    // The first connection opens after the page's reads: a message sent in between was never pushed.
    act(() => hub.live().onConnected({ userId: ME, unreadTotal: 0 }));
    await waitFor(() => expect(reads('/exhibitor/v2/Conversation/GetAll')).toBe(before.pane + 1));
    // The list and the support conversation.
    expect(reads('/ChatHub/GetAll')).toBe(before.list + 2);
    act(() => hub.live().onConnected({ userId: ME, unreadTotal: 0 }));
    await waitFor(() => expect(reads('/exhibitor/v2/Conversation/GetAll')).toBe(before.pane + 2));
  });

  it('explains an empty inbox and links to browsing', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/ChatHub/GetAll': list([]) }).fetchMock);
    renderChat('');
    expect(await screen.findByRole('heading', { name: 'Nog geen gesprekken' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Advertenties bekijken' }).getAttribute('href')).toBe('/');
  });
});

function adDetail() {
  return {
    id: 41,
    title: 'Gazelle damesfiets',
    priceType: 'startPrice',
    priceCents: 12500,
    rentalPeriod: null,
    condition: 'good',
    delivery: 'both',
    galleryId: null,
    imageCount: 0,
    cityName: 'Utrecht',
    provinceName: 'Utrecht',
    boothId: 4,
    boothName: 'Fietsenkraam Utrecht',
    sellerType: 'private',
    categoryId: 17,
    tradeState: 'available',
    promoted: false,
    publishedAt: '2026-11-20T10:00:00.000Z',
    description: '',
    tags: [],
    imageIds: [],
    fields: [],
    categoryPath: [],
    booth: {
      id: 4,
      name: 'Fietsenkraam Utrecht',
      title: '',
      logoId: null,
      memberSince: '2025-01-01T00:00:00.000Z',
    },
    phone: null,
    location: {
      countryName: null,
      provinceName: null,
      cityName: null,
      postalCode: null,
      street: null,
      latitude: null,
      longitude: null,
      precise: false,
    },
    validUntil: null,
    viewCount: 3,
    favoriteCount: 0,
    isFavorite: false,
    related: [],
    priceHistory: [],
    wasPriceCents: null,
    previousId: null,
    nextId: null,
  };
}
