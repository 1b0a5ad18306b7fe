// Without SMTP_URL each mail lands in DATA_DIR/outbox (.eml + .json) and only its path is logged.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

class Lines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

describe('outbox mailer', () => {
  let t: TestApp;
  const out = new Lines();
  beforeAll(async () => {
    t = await createTestApp({
      logStream: out,
      config: { smtpUrl: undefined, logLevel: 'info', publicWebUrl: 'http://localhost:3000' },
    });
  });
  afterAll(() => t.close());

  it('writes the confirmation mail to DATA_DIR/outbox and logs its path, not the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/Register?lang=nl',
      payload: {
        email: 'outbox@example.com',
        password: 'tulpenbol-77',
        firstName: 'Olga',
        lastName: 'O',
        phone: '+31612345678',
      },
    });
    expect(response.statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    // Sent in the background: wait for it rather than poll (a poll could see a half-written temp file).
    await t.app.mailsSettled();
    const files = await readdir(outbox);
    const json = files.find((f) => f.endsWith('.json')) as string;
    expect(files.some((f) => f.endsWith('.eml'))).toBe(true);
    const mail = JSON.parse(await readFile(path.join(outbox, json), 'utf8')) as Record<string, string>;
    expect(mail.to).toBe('outbox@example.com');
    expect(mail.subject).toBe('Bevestig je e-mailadres bij Kraam');
    const token = /http:\/\/localhost:3000\/register\/confirm\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`/register/confirm?token=${token}`);

    const logged = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      logged.some((l) => l.msg === 'mail written to the outbox' && String(l.path).endsWith('.eml')),
    ).toBe(true);
    expect(out.lines.join('\n')).not.toContain(token as string);
  });
});
