// A PostgreSQL server of the battery's own (Debian's binaries, a temp cluster on a free port), so it can
// be restarted under load without touching the machine's shared server. PostgreSQL refuses to run as
// root, so when the tests run as root the server runs as the `postgres` OS user, in a directory it owns.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

export const privatePostgresAvailable = (): boolean => existsSync(path.join(BIN, 'pg_ctl'));

export interface PrivatePostgres {
  /** The server's maintenance database, for createTestDatabase. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its cluster. */
  destroy(): Promise<void>;
}

async function asOwner(owner: { uid: number; gid: number } | undefined, command: string, args: string[]) {
  const [file, argv] = owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return run(file, argv, { timeout: 60_000 });
}

async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const owner = await postgresUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'kraam-private-pg-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCtl = path.join(BIN, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await asOwner(owner, pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  };
  const stop = async () => {
    await asOwner(owner, pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const destroy = async () => {
    await stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asOwner(owner, path.join(BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
    ]);
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, destroy };
}
