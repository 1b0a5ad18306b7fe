import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { FOCUS_RING, theme } from './theme';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('theme palette', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    '%s carries its text at WCAG AA contrast',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(contrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('text colours read at AA on paper and on the page background', () => {
    for (const background of [theme.palette.background.paper, theme.palette.background.default]) {
      expect(contrastRatio(theme.palette.text.primary, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(theme.palette.text.secondary, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('the focus ring stands out from the backgrounds', () => {
    for (const background of [theme.palette.background.paper, theme.palette.background.default]) {
      expect(contrastRatio(FOCUS_RING, background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FF4200', '#FFFFFF')).toBeCloseTo(3.48, 2);
  });
});
