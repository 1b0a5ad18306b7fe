import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAdminNotice } from './demo-admin-notice.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'kraam-notice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demoAdminNotice', () => {
  it('says where the demo admin password is kept, not what it is', () => {
    const file = path.join(dir, 'demo-admin.json');
    writeFileSync(file, JSON.stringify({ email: 'admin@kraam.example', password: 'Zeer-geheim-2026' }));
    const line = demoAdminNotice('http://localhost:3000', file);
    expect(line).toContain('admin@kraam.example');
    expect(line).toContain(file);
    expect(line).not.toContain('Zeer-geheim-2026');
  });
});
