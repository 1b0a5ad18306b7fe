// SVG uploads are rasterised (docs/decisions/0007-image-intake.md), so nothing of the markup is ever
// served. Before librsvg parses one, this refuses everything that could make the parser itself do
// harm (entities: XXE, billion laughs; external references: file or network reads) and, because the
// upload matrix asks for it, anything active (scripts, handlers, foreignObject, javascript: links),
// which has no business in a photo or logo, and drawings that expand into millions of elements. A
// refusal is conservative: false positives are cheap.
import { expandedElementCount } from './svg-expansion';

/** Recognises SVG markup: optional BOM, XML declaration and comments, then an `<svg` root. */
export function looksLikeSvg(data: Buffer): boolean {
  // The root element comes early in any real SVG; scanning a bounded head keeps this cheap.
  const head = data.toString('utf8', 0, Math.min(data.length, 4096));
  const rest = head
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml\s[^>]*\?>/, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(rest);
}

const FORBIDDEN: readonly RegExp[] = [
  /<!DOCTYPE/i, // DTDs: XXE, billion laughs
  /<!ENTITY/i,
  /<\?(?!xml\s)/i, // processing instructions such as xml-stylesheet (external reference)
  /<(?:[\w-]+:)?(?:script|foreignObject|iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /\son[a-z-]+\s*=/i, // event handler attributes
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /@import/i,
  /&#/, // character references can spell any of the above
  /\\/, // so can CSS escapes
];

/** Where attribute values or CSS point at something: only fragment references (`#id`) may follow. */
const REFERENCE = /\b(?:href|src)\s*=|url\(/gi;

/** Every reference must be a fragment. A plain scan, no backtracking regex over attacker text. */
function referencesOnlyFragments(text: string): boolean {
  for (const match of text.matchAll(REFERENCE)) {
    let index = match.index + match[0].length;
    while (index < text.length && /[\s"'(]/.test(text.charAt(index))) index += 1;
    if (text.charAt(index) !== '#' && text.charAt(index) !== ')') return false;
  }
  return true;
}

/** `<use>` can multiply the work exponentially (the vector form of billion laughs). */
const MAX_USE_ELEMENTS = 200;
/**
 * Elements drawn once every reference is followed (svg-expansion.ts). A 1 MB drawing of plain paths
 * holds some 50,000; librsvg draws a few hundred thousand a second.
 */
export const MAX_EXPANDED_ELEMENTS = 250_000;

/** 'unsafe': active content or external references; 'too-complex': it would expand beyond reason. */
export type SvgVerdict = 'safe' | 'unsafe' | 'too-complex';

export function judgeSvg(data: Buffer): SvgVerdict {
  const text = data.toString('utf8');
  // Invalid UTF-8 or NUL bytes: no honest SVG, and they could hide markup from the checks below.
  if (text.includes('\uFFFD') || text.includes('\0')) return 'unsafe';
  if (FORBIDDEN.some((pattern) => pattern.test(text))) return 'unsafe';
  if (!referencesOnlyFragments(text)) return 'unsafe';
  if ((text.match(/<(?:[\w-]+:)?use[\s>/]/gi)?.length ?? 0) > MAX_USE_ELEMENTS) return 'too-complex';
  return expandedElementCount(text, MAX_EXPANDED_ELEMENTS) > MAX_EXPANDED_ELEMENTS ? 'too-complex' : 'safe';
}

export const isSafeSvg = (data: Buffer): boolean => judgeSvg(data) === 'safe';
