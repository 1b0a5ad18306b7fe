// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashBasedPolicy, nonceScriptHashes } from './script-hash-policy';

const NONCE = 'r4nd0m+n0nce/value==';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; object-src 'none'`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const INJECTED = 'alert(document.cookie)';
const page = [
  '<!DOCTYPE html><html><head>',
  `<script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>`,
  '</head><body><p>Fiets te koop</p>',
  `<script nonce="${NONCE}">${BOOTSTRAP}</script>`,
  `<script type="application/ld+json">{"name":"Fiets"}</script>`,
  `<script>${INJECTED}</script>`,
  `<script nonce="someone-elses">${INJECTED}</script>`,
  `<script nonce="${NONCE}">${PAYLOAD}</script>`,
  `<script nonce="${NONCE}">${PAYLOAD}</script>`,
  '</body></html>',
].join('');

describe('the stored page policy', () => {
  it('lists the hash of each inline script that carries the render nonce, and of nothing else', () => {
    expect(nonceScriptHashes(page, NONCE)).toEqual([hashOf(BOOTSTRAP), hashOf(PAYLOAD)]);
  });

  it('swaps the nonce and strict-dynamic for those hashes, keeping every other source and directive', () => {
    const policy = hashBasedPolicy(POLICY, page);
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${hashOf(BOOTSTRAP)} ${hashOf(PAYLOAD)}; style-src 'self' 'unsafe-inline'; object-src 'none'`,
    );
    expect(policy).not.toContain(NONCE);
    expect(policy).not.toContain(hashOf(INJECTED));
  });

  it('hashes the text as the browser does, with line breaks made LF', () => {
    const html = `<script nonce="${NONCE}">a();\r\nb();</script>`;
    expect(nonceScriptHashes(html, NONCE)).toEqual([hashOf('a();\nb();')]);
  });

  it('gives no policy for a render that had no nonce', () => {
    expect(hashBasedPolicy("script-src 'self'", page)).toBeNull();
  });
});
