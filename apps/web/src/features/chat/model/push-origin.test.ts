import { describe, expect, it } from 'vitest';
import { chatMessage } from '../chat-test-data';
import { fromOtherParty } from './push-origin';

const user = { id: 0, name: 'Kraam Support', avatarId: null };
const push = (senderId: number, supportUserId?: number) => ({
  user,
  message: chatMessage(1, { senderId }),
  adTitle: null,
  ...(supportUserId === undefined ? {} : { supportUserId }),
});

describe('fromOtherParty', () => {
  it('counts everyone but the viewer in an ad conversation', () => {
    expect(fromOtherParty(push(12), 7)).toBe(true);
    expect(fromOtherParty(push(7), 7)).toBe(false);
  });

  it("counts only the user's messages for the support team, not a colleague's answer", () => {
    expect(fromOtherParty(push(31, 31), 7)).toBe(true);
    expect(fromOtherParty(push(5, 31), 7)).toBe(false);
    expect(fromOtherParty(push(7, 31), 7)).toBe(false);
  });

  it("counts the team's answer for the user it is with", () => {
    expect(fromOtherParty(push(5, 31), 31)).toBe(true);
    expect(fromOtherParty(push(31, 31), 31)).toBe(false);
  });
});
