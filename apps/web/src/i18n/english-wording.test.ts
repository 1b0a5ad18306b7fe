import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages';

/** Every text of a catalogue with its dotted key. */
const texts = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : typeof value === 'object' && value !== null
        ? texts(value as object, `${prefix}${key}.`)
        : [],
  );

describe('the English texts', () => {
  it('spell favourite the British way everywhere', () => {
    const american = texts(messagesFor('en')).filter(([, text]) => /favorite/i.test(text));
    expect(american).toEqual([]);
  });

  it('name the dashboard pages in plain English, in the menu and as titles', () => {
    const { links, titles } = messagesFor('en').dashboard;
    for (const names of [links, titles]) {
      expect(names).toMatchObject({
        boothSetting: 'Booth settings',
        details: 'Your details',
        favorites: 'Favourites',
        security: 'Security',
      });
    }
    expect(messagesFor('en').shell.favorites).toBe('Favourites');
  });
});
