// PostgreSQL clusters of the scale-out check's own, from this machine's server binaries: a primary made
// with initdb and a streaming replica made from it with pg_basebackup (docs/decisions/0050-reads-from-a-replica.md).
// PostgreSQL refuses to run as root, so as root the commands run as the postgres user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest server's bin folder (Debian keeps one per major version), or undefined. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const newest = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest && path.join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

function runAsOwner(binDir, command, args) {
  const file = path.join(binDir, command);
  const [program, programArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  execFileSync(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' });
}

function ownFolder(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
}

/** Settings for throwaway clusters: durability off, sockets in the cluster's folder, TCP on loopback. */
function serverOptions(dir, port) {
  return `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
}

/**
 * A cluster in `dir` on 127.0.0.1:`port`. With `primaryPort`, a streaming replica of the primary there
 * (pg_basebackup -R writes standby.signal and the connection back); without, a new primary (initdb, trust
 * authentication, whose default pg_hba.conf lets loopback replicate).
 */
export function startCluster(binDir, { dir, port, primaryPort }) {
  ownFolder(path.dirname(dir));
  if (primaryPort === undefined) {
    runAsOwner(binDir, 'initdb', [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  } else {
    runAsOwner(binDir, 'pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', dir],
      ...['-R', '-X', 'stream', '-c', 'fast'],
    ]);
  }
  runAsOwner(binDir, 'pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    serverOptions(dir, port),
    '-w',
    'start',
  ]);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Stops the cluster in `dir` (`fast`: ends sessions; `immediate`: as if the machine lost power). */
export function stopCluster(binDir, dir, mode = 'fast') {
  if (!fs.existsSync(path.join(dir, 'postmaster.pid'))) return;
  runAsOwner(binDir, 'pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']);
}
