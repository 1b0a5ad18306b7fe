// `npm run bench:chat [-- --connections=5000 --rate=500 --seconds=20 --in-flight=64 --engine=pglite]`:
// the API runs as its own production process on a fresh database; this process holds N hub connections
// (half buyers, half sellers, one conversation per pair), sends messages through
// POST /exhibitor/v2/Conversation/Insert (stored, then pushed by the hub) and times their arrival on the
// recipient's connection. The same load then goes through a bare `ws` relay (bare-relay.ts, no
// protocol, no storage) in its own process. Figures go to bench/out/chat-<engine>.json.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { API_PATHS } from '@kraam/shared';
import { createPglite, databaseFromPglite, databaseFromUrl } from '../../apps/api/src/db/client';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { migrateToLatest } from '../../apps/api/src/db/migrator';
import { ROOT, freePort, startApi, waitForHealth } from '../lib/bench-process';
import { createBenchWorld } from './bench-world';
import type { BenchPair } from './bench-world';
import { connectHubClient, frameText } from './hub-client';
import type { HubClient } from './hub-client';
import { DeliveryTracker, closedLoop, openLoop } from './load';
import type { LoadResult, SendOne } from './load';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    'in-flight': { type: 'string', default: '64' },
    engine: { type: 'string', default: 'pglite' },
  },
});
const PAIRS = Math.floor(Number(args.connections) / 2);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const IN_FLIGHT = Number(args['in-flight']);
const ENGINE = args.engine === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = randomBytes(32).toString('base64url');
const CONNECT_BATCH = 100;
const PING_EVERY_MS = 10_000;
const WARM_UP_SECONDS = 5;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Resident memory of a process in bytes (Linux). */
function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

interface PreparedDatabase {
  databaseUrl?: string;
  pairs: BenchPair[];
  drop(): Promise<void>;
}

async function prepareDatabase(dataDir: string): Promise<PreparedDatabase> {
  let handle: DatabaseHandle;
  let databaseUrl: string | undefined;
  let name = '';
  if (ENGINE === 'postgres') {
    name = `kraam_bench_chat_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = databaseFromUrl(databaseUrl);
  } else {
    handle = databaseFromPglite(await createPglite({ dataDir: path.join(dataDir, 'db') }));
  }
  await migrateToLatest(handle.db);
  const pairs = await createBenchWorld(handle.db, JWT_SECRET, PAIRS);
  await handle.close();
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    pairs,
    drop: async () => {
      if (!name) return;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function startRelay(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/chat/bare-relay.ts', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout?.once('data', (data: Buffer) => resolve(Number(data.toString().trim()))),
  );
  return { child, port };
}

async function inBatches<T>(count: number, open: (index: number) => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) => open(start + i));
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kraam-bench-chat-'));
  log(`preparing ${PAIRS} conversations (${PAIRS * 2} users) on ${ENGINE}`);
  const database = await prepareDatabase(dataDir);
  const { pairs } = database;
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = await startApi(apiPort, {
    DATA_DIR: dataDir,
    JWT_SECRET,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  const relay = await startRelay();
  const closeAll: (() => void)[] = [];
  try {
    await waitForHealth(apiUrl);
    const hubTracker = new DeliveryTracker();
    const relayTracker = new DeliveryTracker();
    const apiPid = api.pid as number;
    const relayPid = relay.child.pid as number;
    const idle = { api: rssBytes(apiPid), relay: rssBytes(relayPid) };

    log(`opening ${PAIRS * 2} hub connections`);
    const users = pairs.flatMap((pair) => [pair.buyer, pair.seller]);
    const connectStarted = Date.now();
    const hubClients: HubClient[] = await inBatches(users.length, (index) => {
      const user = users[index] as { id: number; token: string };
      return connectHubClient(apiUrl, user.id, user.token, (push) => {
        if (push.data.message.senderId !== user.id) hubTracker.deliver(push.data.message.clientId);
      });
    });
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    closeAll.push(() => hubClients.forEach((client) => client.close()));
    const pinger = setInterval(() => hubClients.forEach((client) => client.ping()), PING_EVERY_MS);
    closeAll.push(() => clearInterval(pinger));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const heldApi = rssBytes(apiPid);

    log(`opening ${users.length} relay connections`);
    const relaySockets = await inBatches(
      users.length,
      (index) =>
        new Promise<WebSocket>((resolve, reject) => {
          const user = users[index] as { id: number };
          const socket = new WebSocket(`ws://127.0.0.1:${relay.port}/?user=${user.id}`, {
            perMessageDeflate: false,
          });
          socket.on('open', () => resolve(socket));
          socket.on('error', reject);
          socket.on('message', (data: WebSocket.RawData) =>
            relayTracker.deliver((JSON.parse(frameText(data)) as { id: string }).id),
          );
        }),
    );
    closeAll.push(() => relaySockets.forEach((socket) => socket.close()));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const heldRelay = rssBytes(relayPid);

    const sendThroughHub: SendOne = async (index, fromBuyer, id) => {
      const pair = pairs[index] as BenchPair;
      const from = fromBuyer ? pair.buyer : pair.seller;
      const response = await fetch(`${apiUrl}${API_PATHS.conversationInsert}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
        body: JSON.stringify({ conversationId: pair.conversationId, message: `Bench ${id}`, clientId: id }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`Insert answered ${response.status}`);
    };
    const sendThroughRelay: SendOne = (index, fromBuyer, id) => {
      const pair = pairs[index] as BenchPair;
      const socket = relaySockets[index * 2 + (fromBuyer ? 0 : 1)] as WebSocket;
      socket.send(JSON.stringify({ to: fromBuyer ? pair.seller.id : pair.buyer.id, id }));
      return Promise.resolve();
    };

    // A cold API (JIT, pool connections, plan caches) is not what users meet: warm both up unrecorded.
    log(`warming up for ${WARM_UP_SECONDS} s`);
    await closedLoop(PAIRS, sendThroughHub, hubTracker, IN_FLIGHT, WARM_UP_SECONDS);
    await closedLoop(PAIRS, sendThroughRelay, relayTracker, IN_FLIGHT, WARM_UP_SECONDS);
    const results: Record<string, LoadResult> = {};
    log(`open loop, ${RATE} msgs/s for ${SECONDS} s: hub`);
    results.hubOpenLoop = await openLoop(PAIRS, sendThroughHub, hubTracker, RATE, SECONDS);
    log(JSON.stringify(results.hubOpenLoop));
    log(`open loop: bare relay`);
    results.relayOpenLoop = await openLoop(PAIRS, sendThroughRelay, relayTracker, RATE, SECONDS);
    log(JSON.stringify(results.relayOpenLoop));
    log(`closed loop, ${IN_FLIGHT} in flight for ${SECONDS} s: hub`);
    results.hubClosedLoop = await closedLoop(PAIRS, sendThroughHub, hubTracker, IN_FLIGHT, SECONDS);
    log(JSON.stringify(results.hubClosedLoop));
    log(`closed loop: bare relay`);
    results.relayClosedLoop = await closedLoop(PAIRS, sendThroughRelay, relayTracker, IN_FLIGHT, SECONDS);
    log(JSON.stringify(results.relayClosedLoop));

    const stillOpen = hubClients.filter((client) => client.isOpen()).length;
    const hubMax = results.hubClosedLoop.deliveredPerSecond;
    const relayMax = results.relayClosedLoop.deliveredPerSecond;
    const summary = {
      engine: ENGINE,
      date: new Date().toISOString(),
      loadAverageAtEnd: os.loadavg().map((value) => Math.round(value * 100) / 100),
      cpus: os.cpus().length,
      connections: {
        opened: hubClients.length,
        heldToTheEnd: stillOpen,
        openSeconds: Math.round(connectSeconds * 10) / 10,
        hubBytesPerConnection: Math.round((heldApi - idle.api) / hubClients.length),
        relayBytesPerConnection: Math.round((heldRelay - idle.relay) / relaySockets.length),
        apiRssIdleMb: Math.round(idle.api / 1048576),
        apiRssHeldMb: Math.round(heldApi / 1048576),
      },
      results,
      hubToRelayRatio: Math.round((hubMax / relayMax) * 1000) / 1000,
    };
    await mkdir(path.join(ROOT, 'bench/out'), { recursive: true });
    await writeFile(
      path.join(ROOT, `bench/out/chat-${ENGINE}.json`),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    for (const close of closeAll) close();
    api.kill('SIGTERM');
    relay.child.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
