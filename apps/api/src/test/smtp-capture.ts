// A real SMTP server for tests (the `smtp-server` package): the app sends through SMTP_URL pointing
// here, and tests read the received messages, decoded enough to find links in them.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Headers and every part, with quoted-printable and base64 bodies decoded. */
  decoded: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** The next not yet taken mail to this address; waits for it up to `timeoutMs`. */
  take(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  if (split === -1) return part;
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return `${headers}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return `${headers}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
  }
  return part;
}

const decodeMail = (raw: string): string =>
  raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map(decodePart)
    .join('\n');

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          decoded: decodeMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async take(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
