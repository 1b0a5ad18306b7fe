import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessageKeys, uncoveredKeys } from './client-message-keys';
import { CLIENT_MESSAGES, clientMessagesFor, messagesFor, type ClientMessageGroup } from './messages';

const SRC = path.resolve(import.meta.dirname, '..');
const APP = path.join(SRC, 'app');
const ROUTE_FILE = /^(page|layout|error|not-found|loading|template|default)\.tsx$/;

/** The group a layout gives its subtree with <ClientMessages group="…">, if it does. */
function groupOfLayout(dir: string): ClientMessageGroup | null {
  const layout = path.join(dir, 'layout.tsx');
  if (!fs.existsSync(layout)) return null;
  const group = /<ClientMessages\s+group="(\w+)"/.exec(fs.readFileSync(layout, 'utf8'))?.[1];
  return (group as ClientMessageGroup | undefined) ?? null;
}

/** Every route file of the app, under the group of its nearest layout that sets one. */
function routeFilesByGroup(): Map<ClientMessageGroup, string[]> {
  const byGroup = new Map<ClientMessageGroup, string[]>();
  const visit = (dir: string, group: ClientMessageGroup) => {
    const own = groupOfLayout(dir) ?? group;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full, own);
      // global-error renders outside the root layout with its own texts (error-page-messages.ts).
      else if (ROUTE_FILE.test(entry.name))
        byGroup.set(own, [...(byGroup.get(own) ?? []), path.relative(SRC, full)]);
    }
  };
  visit(APP, 'shell');
  return byGroup;
}

describe('per-route browser messages', () => {
  const groups = routeFilesByGroup();

  it('the root layout and the routes give their parts a group', () => {
    expect(groupOfLayout(APP)).toBe('shell');
    expect(groups.get('shell')).toContain('app/layout.tsx');
    expect(groups.get('search')).toContain('app/categoryAds/page.tsx');
    expect(groups.get('ad')).toContain('app/ads/[id]/page.tsx');
    expect(groups.get('dashboard')).toContain('app/(mui)/dashboard/chat/page.tsx');
  });

  it.each(Object.keys(CLIENT_MESSAGES) as ClientMessageGroup[])(
    'group %s covers every text its routes’ browser code asks for',
    (group) => {
      const keys = clientMessageKeys(SRC, groups.get(group) ?? []);
      expect(keys.size).toBeGreaterThan(0);
      expect(uncoveredKeys(keys, CLIENT_MESSAGES[group])).toEqual([]);
    },
  );

  it('finds the texts of browser code reached through server files and lazy imports', () => {
    const shell = clientMessageKeys(SRC, ['app/layout.tsx']);
    expect(shell).toContain('shell.searchLabel');
    // The profile menu loads on first open; its logout call has the login's error text.
    expect(shell).toContain('auth.login.failed');
    expect(uncoveredKeys(shell, ['shell'])).toContain('auth.login.failed');
    // A namespace built from a template (`browse.own.${kind}`) counts from its fixed start.
    expect(clientMessageKeys(SRC, ['app/(mui)/dashboard/favorites/page.tsx'])).toContain('browse.own');
  });

  it('names only texts that exist, and the shell leaves the big catalogues out', () => {
    const shell = clientMessagesFor('en', 'shell');
    for (const group of Object.keys(CLIENT_MESSAGES) as ClientMessageGroup[]) {
      const picked = JSON.stringify(clientMessagesFor('nl', group));
      for (const dotted of CLIENT_MESSAGES[group]) {
        const value = dotted
          .split('.')
          .reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], messagesFor('en'));
        expect(value, `${group}: ${dotted}`).toBeDefined();
      }
      expect(picked.length).toBeGreaterThan(0);
    }
    expect(Object.keys(shell)).not.toContain('chat');
    expect(Object.keys(shell.publish.booth).sort()).toEqual(['headerLink', 'myBooth']);
    expect(messagesFor('en').publish.booth.noAds).toBeDefined();
  });
});
