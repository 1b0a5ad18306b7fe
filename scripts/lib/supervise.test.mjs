import { Writable } from 'node:stream';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { nextRestartDelay } from './backoff.mjs';
import { createOutputTail } from './output-tail.mjs';
import { supervise } from './supervise.mjs';

const FAST = { initialMs: 40, maxMs: 160, resetAfterMs: 10_000 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });
const node = (script) => () =>
  spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });

async function eventually(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const running = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((supervised) => supervised.stop()));
});

function start(options) {
  const log = [];
  const supervised = supervise({ stderr: sink(), log: (line) => log.push(line), ...options });
  running.push(supervised);
  return { supervised, log };
}

describe('nextRestartDelay', () => {
  it('starts at 1 s, doubles to 30 s and starts over after a minute of uptime', () => {
    expect(nextRestartDelay(undefined, 10)).toBe(1_000);
    expect(nextRestartDelay(1_000, 10)).toBe(2_000);
    expect(nextRestartDelay(16_000, 10)).toBe(30_000);
    expect(nextRestartDelay(30_000, 59_999)).toBe(30_000);
    expect(nextRestartDelay(30_000, 60_000)).toBe(1_000);
  });
});

describe('createOutputTail', () => {
  it('keeps the last lines, across chunk boundaries', () => {
    const tail = createOutputTail(2);
    tail.push(Buffer.from('one\ntw'));
    tail.push(Buffer.from('o\nthree\n\nfou'));
    expect(tail.lines()).toEqual(['three', 'fou']);
  });
});

describe('supervise', () => {
  it('restarts a crashing process with growing delays and says why each time', async () => {
    const { supervised, log } = start({
      name: 'api',
      spawnChild: node("console.error('first line'); console.error('boom: port taken'); process.exit(3)"),
      backoff: FAST,
    });
    await eventually(() => log.filter((line) => line.includes('restarting in')).length >= 4);
    await supervised.stop();
    const restarts = log.filter((line) => line.includes('restarting in'));
    expect(restarts[0]).toMatch(/^api: exited unexpectedly \(code 3\) after [\d.]+ s; restarting in 40 ms$/);
    expect(restarts.slice(0, 4).map((line) => Number(/restarting in (\d+) ms/.exec(line)[1]))).toEqual([
      40, 80, 160, 160,
    ]);
    expect(log).toContain('api: last lines of its stderr:\n  | first line\n  | boom: port taken');
  });

  it('names the signal that ended a process, and says when it wrote nothing to stderr', async () => {
    const { log } = start({
      name: 'web',
      spawnChild: node("process.kill(process.pid, 'SIGKILL')"),
      backoff: FAST,
    });
    await eventually(() => log.some((line) => line.includes('restarting in')));
    expect(log[0]).toMatch(/^web: exited unexpectedly \(signal SIGKILL\)/);
    expect(log).toContain('web: (nothing on its stderr)');
  });

  it('starts the delays over after a long enough run', async () => {
    const { log } = start({
      name: 'api',
      spawnChild: node('setTimeout(() => process.exit(1), 150)'),
      backoff: { initialMs: 40, maxMs: 1_000, resetAfterMs: 100 },
    });
    await eventually(() => log.filter((line) => line.includes('restarting in')).length >= 3);
    expect(
      log.filter((line) => line.includes('restarting in')).every((line) => line.endsWith('in 40 ms')),
    ).toBe(true);
  });

  it('leaves a sibling running while its neighbour crash-loops, and stops both cleanly', async () => {
    const steady = start({ name: 'web', spawnChild: node('setInterval(() => {}, 1000)'), backoff: FAST });
    const crashing = start({ name: 'api', spawnChild: node('process.exit(2)'), backoff: FAST });
    const pid = steady.supervised.child.pid;
    await eventually(() => crashing.log.filter((line) => line.includes('restarting in')).length >= 3);
    expect(steady.supervised.child.pid).toBe(pid);
    expect(steady.supervised.child.exitCode).toBeNull();

    await Promise.all([steady.supervised.stop(), crashing.supervised.stop()]);
    expect(steady.supervised.child.signalCode).toBe('SIGTERM');
    const before = crashing.log.length;
    await sleep(FAST.maxMs * 2);
    expect(crashing.log.length).toBe(before);
    expect(steady.log).toEqual([]);
  });

  it('gives up instead of restarting while canRestart says no (a process that never came up)', async () => {
    let gaveUp;
    const { log } = start({
      name: 'api',
      spawnChild: node("console.error('EADDRINUSE'); process.exit(1)"),
      backoff: FAST,
      canRestart: () => false,
      onGiveUp: (reason) => (gaveUp = reason),
    });
    await eventually(() => gaveUp !== undefined);
    expect(gaveUp).toMatch(/^api: exited unexpectedly \(code 1\)/);
    await sleep(FAST.initialMs * 3);
    expect(log.some((line) => line.includes('restarting in'))).toBe(false);
    expect(log).toContain('api: last lines of its stderr:\n  | EADDRINUSE');
  });
});
