import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The distinct permission modes (octal) of the folders and of the files from `root` down. */
export async function fileModes(root: string): Promise<{ dirs: string[]; files: string[] }> {
  const dirs = new Set<string>();
  const files = new Set<string>();
  const walk = async (entry: string): Promise<void> => {
    const stat = await lstat(entry);
    const mode = (stat.mode & 0o777).toString(8);
    if (stat.isDirectory()) {
      dirs.add(mode);
      for (const child of await readdir(entry)) await walk(path.join(entry, child));
    } else if (!stat.isSymbolicLink()) files.add(mode);
  };
  await walk(root);
  return { dirs: [...dirs].sort(), files: [...files].sort() };
}
