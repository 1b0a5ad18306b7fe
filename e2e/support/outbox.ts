import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './env';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers of mails that are not transactional (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
}

/** Waits for the newest mail in the API's outbox for which `pick` answers something, and answers that. */
async function waitForOutbox<T>(
  pick: (mail: OutboxMail) => T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const outbox = path.join(DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.json'),
    );
    for (const file of files.sort().reverse()) {
      const picked = pick(JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as OutboxMail);
      if (picked !== undefined) return picked;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
}

/** Waits for the newest mail to `to` in the API's outbox whose text contains a link to `linkPath`. */
export function waitForMailLink(to: string, linkPath: string, timeoutMs = 15_000): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${linkPath.replace(/[/?]/g, '\\$&')}[^\\s"<>]+`);
  return waitForOutbox(
    (mail) => (mail.to === to ? pattern.exec(mail.text)?.[0] : undefined),
    timeoutMs,
    `mail to ${to} with a ${linkPath} link`,
  );
}

/** Waits for the newest mail to `to` whose text contains `text`. */
export function waitForMail(to: string, text: string, timeoutMs = 15_000): Promise<OutboxMail> {
  return waitForOutbox(
    (mail) => (mail.to === to && mail.text.includes(text) ? mail : undefined),
    timeoutMs,
    `mail to ${to} saying ${text}`,
  );
}
