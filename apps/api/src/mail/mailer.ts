// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise every message is written to
// DATA_DIR/outbox as .eml (open it in a mail client) plus .json, and its path is logged, so a local
// user can follow the link without a mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and the like for mails that are not transactional). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends now; rejects when the message could not be handed over. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Sends in the background (the answer does not wait, nor reveal by its timing that mail went out). */
    sendMailLater(message: MailMessage): void;
    /** Settles once every mail handed to sendMailLater so far has been sent or given up on. */
    mailsSettled(): Promise<void>;
  }
}

const fromAddress = (publicWebUrl: string): string => `"Kraam" <no-reply@${new URL(publicWebUrl).hostname}>`;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}`);
      await writeFile(`${base}.eml`, info.message as Buffer, { mode: 0o600 });
      // Written aside, then renamed: a reader of `*.json` (the browser journeys wait for a mail's link) must
      // never meet a half-written file (one did, as 'Unexpected end of JSON input', in CI).
      await writeFile(`${base}.json.part`, JSON.stringify({ from, ...message }, null, 2), { mode: 0o600 });
      await rename(`${base}.json.part`, `${base}.json`);
      // The path only: the link (and its token) stays in the file.
      log.info({ path: `${base}.eml` }, 'mail written to the outbox');
    },
  };
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicWebUrl'>,
  log: FastifyBaseLogger,
): Mailer {
  const from = fromAddress(config.publicWebUrl);
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, from)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), from, log);
}

export function registerMailer(app: FastifyInstance, mailer: Mailer): void {
  const pending = new Set<Promise<void>>();
  app.decorate('mailer', mailer);
  app.decorate('sendMailLater', (message: MailMessage) => {
    const sending = mailer
      .send(message)
      .catch((error: unknown) => app.log.error({ err: error, subject: message.subject }, 'mail not sent'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  });
  const settled = async () => {
    await Promise.allSettled([...pending]);
  };
  app.decorate('mailsSettled', settled);
  app.addHook('onClose', settled);
}
