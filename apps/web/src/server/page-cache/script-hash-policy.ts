import { createHash } from 'node:crypto';

// A cached page is served to many guests, so the nonce it was rendered with can no longer vouch for its
// scripts. Its policy instead lists the hashes of exactly the inline scripts that render put the nonce on
// (Next's bootstrap and payload): any other inline script, e.g. one smuggled into an ad's text, stays
// blocked. Script files come from this origin ('self'); 'strict-dynamic' goes, since it would make
// browsers ignore 'self' and block the page's own <script src> tags.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(^|\s)src=/i;
const NONCE_ATTRIBUTE = /(?:^|\s)nonce="([^"]*)"/i;
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of the inline scripts carrying `nonce`, in page order, without repeats. */
export function nonceScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || NONCE_ATTRIBUTE.exec(attributes)?.[1] !== nonce) continue;
    // The HTML parser turns CR LF and CR into LF before the browser hashes the text.
    hashes.add(sha256Source(text.replace(/\r\n?/g, '\n')));
  }
  return [...hashes];
}

/**
 * The render's nonce-based policy rewritten for the stored page: script-src keeps its other sources and
 * lists the hashes instead of the nonce and 'strict-dynamic'. Null when the policy has no nonce.
 */
export function hashBasedPolicy(noncePolicy: string, html: string): string | null {
  const nonce = NONCE_SOURCE.exec(noncePolicy)?.[1];
  if (!nonce) return null;
  const hashes = nonceScriptHashes(html, nonce);
  return noncePolicy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'nonce-") && source !== "'strict-dynamic'");
      return [name, ...kept, ...hashes].join(' ');
    })
    .join('; ');
}
