import { describe, expect, it } from 'vitest';
import { CLEAN_SVG, HOSTILE_SVGS, HTML_PAGE, PHP_SCRIPT } from '../test/hostile-images';
import { isSafeSvg, looksLikeSvg } from './svg-guard';

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
});
