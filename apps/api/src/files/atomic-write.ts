// Write-then-rename, so a reader never sees half a file and a crash leaves no truncated image.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomic(
  target: string,
  write: (tmp: string) => Promise<unknown>,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${randomUUID()}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

export const writeBufferAtomic = (target: string, data: Buffer) =>
  writeFileAtomic(target, (tmp) => writeFile(tmp, data));
