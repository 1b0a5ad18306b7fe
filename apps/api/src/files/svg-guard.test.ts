import { describe, expect, it } from 'vitest';
import { CLEAN_SVG, HOSTILE_SVGS, HTML_PAGE, PHP_SCRIPT, nestedUseSvg } from '../test/hostile-images';
import { isSafeSvg, judgeSvg, looksLikeSvg } from './svg-guard';

describe('looksLikeSvg', () => {
  it('recognises an svg root after a BOM, XML declaration and comments', () => {
    expect(looksLikeSvg(CLEAN_SVG)).toBe(true);
    expect(looksLikeSvg(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"/>'))).toBe(true);
  });

  it('does not take HTML, PHP or an svg inside HTML for an SVG', () => {
    expect(looksLikeSvg(HTML_PAGE)).toBe(false);
    expect(looksLikeSvg(PHP_SCRIPT)).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<svgx/>'))).toBe(false);
  });
});

describe('isSafeSvg', () => {
  it('accepts a plain drawing with fragment references', () => {
    expect(isSafeSvg(CLEAN_SVG)).toBe(true);
    expect(isSafeSvg(Buffer.from('<svg><use href="#a"/><use xlink:href = \'#b\'/></svg>'))).toBe(true);
  });

  it.each(Object.entries(HOSTILE_SVGS))('refuses %s', (_name, data) => {
    expect(isSafeSvg(data)).toBe(false);
  });

  it('refuses NUL bytes, invalid UTF-8 and a flood of <use> elements', () => {
    expect(isSafeSvg(Buffer.from('<svg>\0<script/></svg>'))).toBe(false);
    expect(
      isSafeSvg(Buffer.concat([Buffer.from('<svg>'), Buffer.from([0xc3, 0x28]), Buffer.from('</svg>')])),
    ).toBe(false);
    expect(isSafeSvg(Buffer.from(`<svg>${'<use href="#a"/>'.repeat(201)}</svg>`))).toBe(false);
  });

  it('scans near-miss input of about 1 MB in linear time (a blow-up would hit the test timeout)', () => {
    const text = `<svg>${'<rect fill="url(#a)"/>'.repeat(30_000)} on${'a'.repeat(300_000)}<${'b'.repeat(100_000)}</svg>`;
    expect(isSafeSvg(Buffer.from(text))).toBe(true);
  });

  it('refuses <use> that expands exponentially: 191 uses in 4.9 KB drawing 19^10 rectangles', () => {
    const svg = nestedUseSvg();
    expect(svg.length).toBeLessThan(5_000);
    expect(svg.toString().match(/<use/g)).toHaveLength(191);
    expect(judgeSvg(svg)).toBe('too-complex');
    // Three levels of eight: 512 copies, a drawing's worth.
    expect(judgeSvg(nestedUseSvg(3, 8))).toBe('safe');
  });

  it('counts every kind of reference, patterns and CSS too, and refuses reference cycles', () => {
    const pattern = (id: number, inner: string) =>
      `<pattern id="p${id}" width="4" height="4">${Array.from({ length: 12 }, () => `<rect width="1" height="1" fill="${inner}"/>`).join('')}</pattern>`;
    const patterns = Array.from({ length: 8 }, (_, i) => pattern(i + 1, i === 0 ? '#000' : `url(#p${i})`));
    const nestedPatterns = `<svg><defs>${patterns.join('')}</defs><rect width="9" height="9" fill="url(#p8)"/></svg>`;
    expect(judgeSvg(Buffer.from(nestedPatterns))).toBe('too-complex');
    expect(judgeSvg(Buffer.from('<svg><g id="a"><use href="#a"/></g></svg>'))).toBe('too-complex');
    expect(
      judgeSvg(Buffer.from('<svg><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>')),
    ).toBe('too-complex');
    // A style sheet's references count once for every element it could style.
    const sheet = `<svg><style>.a { fill: url(#p) }</style><defs><pattern id="p">${'<rect/>'.repeat(600)}</pattern></defs>${'<rect class="a"/>'.repeat(600)}</svg>`;
    expect(judgeSvg(Buffer.from(sheet))).toBe('too-complex');
    // Gradients (which draw no elements) referenced from a style sheet, as drawing programs export them.
    const gradients = Array.from(
      { length: 40 },
      (_, i) => `<linearGradient id="lg${i}"><stop offset="0"/><stop offset="1"/></linearGradient>`,
    );
    const rules = gradients.map((_, i) => `.a${i}{fill:url(#lg${i})}`).join('');
    const paths = Array.from({ length: 20_000 }, (_, i) => `<path class="a${i % 40}" d="M0 0h1v1z"/>`);
    const exported = `<svg><style><![CDATA[${rules}]]></style><defs>${gradients.join('')}</defs>${paths.join('')}</svg>`;
    expect(judgeSvg(Buffer.from(exported))).toBe('safe');
  });
});
