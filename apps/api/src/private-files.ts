// DATA_DIR and backups hold the database, the JWT secret and users' photos: only this account may read
// them, whatever the umask. PGlite writes its files with mode 666 of its own accord, so a walk sets them.
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Folders 700 and files 600 from `root` down; links are left alone (chmod would follow them). */
export async function makePrivate(root: string): Promise<void> {
  const stat = await lstat(root);
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) await chmod(root, PRIVATE_FILE_MODE);
    return;
  }
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) await chmod(root, PRIVATE_DIR_MODE);
  for (const entry of await readdir(root)) await makePrivate(path.join(root, entry));
}
