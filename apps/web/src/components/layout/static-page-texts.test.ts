import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kraam/shared';
import { messagesFor } from '@/i18n/messages';

// The information pages describe the product, so they may only name buttons and places that exist:
// reporting works from the chat (a conversation's options, or a message to support), not from the ad.
describe.each(LANGUAGES)('the information pages in %s', (lang) => {
  const messages = messagesFor(lang);
  const sections = Object.values(messages.staticPages).flatMap((page) => page.sections);
  const texts = sections.map((section) => section.body).join('\n');

  it('mention no report button on the ad page', () => {
    expect(texts).not.toMatch(/meldknop|report button|meld de advertentie|report the ad\b/i);
  });

  it('tell how to report with the names the chat shows', () => {
    const reporting = messages.staticPages.customerService.sections.find((section) =>
      /meld|report/i.test(section.title),
    );
    expect(reporting?.body).toContain(messages.shell.chat);
    expect(reporting?.body).toContain(messages.chat.menu.label);
    expect(reporting?.body).toContain(messages.chat.menu.report);
    expect(reporting?.body).toContain(messages.chat.list.support);
  });
});
