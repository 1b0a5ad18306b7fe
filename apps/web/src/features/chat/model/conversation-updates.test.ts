import { describe, expect, it } from 'vitest';
import { chatMessage, conversation } from '../chat-test-data';
import { withMessage } from './conversation-updates';

const USER = 31;
const forTeam = conversation({
  id: 8,
  kind: 'support',
  ad: null,
  other: { id: USER, name: 'Lotte Jansen', avatarId: null },
  customer: { memberSince: '2025-03-10T09:00:00.000Z', state: 'open' },
});

describe('withMessage for the support team', () => {
  it("answers the conversation with the team's message and opens it again with the user's", () => {
    const answered = withMessage([forTeam], chatMessage(2, { conversationId: 8, senderId: 5 }), {
      fromOther: false,
      open: false,
    });
    expect(answered[0]?.customer?.state).toBe('answered');
    expect(answered[0]?.unreadCount).toBe(0);
    const reopened = withMessage(answered, chatMessage(3, { conversationId: 8, senderId: USER }), {
      fromOther: true,
      open: false,
    });
    expect(reopened[0]?.customer?.state).toBe('open');
    expect(reopened[0]?.unreadCount).toBe(1);
  });
});
