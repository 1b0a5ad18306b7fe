// The demo's support account (an admin: it answers every support conversation) and a few short chats,
// so /dashboard/chat is not empty for the first demo user. Speakers: 'owner' sells the ad, 'asker'
// writes about it; in support, 'user' and 'support'. Times are minutes before the seed runs.

export const DEMO_SUPPORT_ACCOUNT = {
  email: 'support@kraam.example',
  firstName: 'Kraam',
  lastName: 'Klantenservice',
  lang: 'nl',
} as const;

export interface DemoLine<Speaker extends string> {
  from: Speaker;
  text: string;
  minutesAgo: number;
}

export interface DemoAdConversation {
  /** Indexes into the seeded demo users. */
  asker: number;
  owner: number;
  lines: DemoLine<'asker' | 'owner'>[];
  /** The owner has read up to this many minutes ago; later lines stay unread for them. */
  ownerReadMinutesAgo: number;
  askerReadMinutesAgo: number;
}

const DAY = 24 * 60;

export const DEMO_AD_CONVERSATIONS: DemoAdConversation[] = [
  {
    asker: 1,
    owner: 0,
    lines: [
      { from: 'asker', text: 'Hoi! Is deze nog beschikbaar?', minutesAgo: 2 * DAY },
      { from: 'owner', text: 'Ja hoor, je kunt hem deze week komen bekijken.', minutesAgo: 2 * DAY - 30 },
      { from: 'asker', text: 'Top. Zou zaterdagochtend rond 10 uur kunnen?', minutesAgo: 45 },
    ],
    ownerReadMinutesAgo: 2 * DAY - 30,
    askerReadMinutesAgo: 2 * DAY - 20,
  },
  {
    asker: 0,
    owner: 2,
    lines: [
      { from: 'asker', text: 'Goedemiddag, zit er nog garantie op?', minutesAgo: DAY },
      { from: 'owner', text: 'Zes maanden garantie. Bel gerust als je vragen hebt: 06-34567890', minutesAgo: 180 },
    ],
    ownerReadMinutesAgo: 180,
    askerReadMinutesAgo: DAY,
  },
];

export const DEMO_SUPPORT_LINES: DemoLine<'user' | 'support'>[] = [
  { from: 'user', text: 'Hoe zet ik mijn advertentie op de voorpagina?', minutesAgo: 3 * DAY },
  {
    from: 'support',
    text: 'Ga naar Mijn advertenties en kies Promoten bij de advertentie. Hij staat dan 3 dagen op de voorpagina.',
    minutesAgo: 3 * DAY - 60,
  },
  { from: 'user', text: 'Gelukt, bedankt!', minutesAgo: 3 * DAY - 50 },
];
