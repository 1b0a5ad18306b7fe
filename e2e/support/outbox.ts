import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './env';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` in the API's outbox whose text contains a link to `linkPath`. */
export async function waitForMailLink(to: string, linkPath: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(DATA_DIR, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"<>]+${linkPath.replace(/[/?]/g, '\\$&')}[^\\s"<>]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.json'),
    );
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as OutboxMail;
      const link = mail.to === to ? pattern.exec(mail.text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a ${linkPath} link within ${timeoutMs / 1000} s`);
}
