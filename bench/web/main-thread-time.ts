// Main-thread time of a page as a phone meets it, measured in the browser itself rather than simulated:
// Debian's Chromium at 390×844 with the CPU slowed 4× by DevTools (as Lighthouse's mobile preset assumes),
// no network throttling, 8 s from navigation. Per run: script time (a CPU profile's samples outside idle,
// program and GC) and blocking time (long tasks from a PerformanceObserver, each beyond 50 ms). Steadier
// than Lighthouse's simulated TBT on a busy machine, so a change can be compared with the build before it.
//
//   npx tsx bench/web/main-thread-time.ts --web=http://127.0.0.1:3100 [--runs=3] [paths…]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { LAUNCH_ARGS } from '../../e2e/support/launch-args';

const { values: args, positionals } = parseArgs({
  options: {
    web: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
  },
  allowPositionals: true,
});
const PATHS = positionals.length > 0 ? positionals : ['/', '/categoryAds?search=fiets'];
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const WINDOW_MS = 8_000;
// Run in the page before its own scripts (as text: this file is not compiled for the DOM).
const RECORD_LONG_TASKS = `globalThis.kraamLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) globalThis.kraamLongTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });`;

interface Run {
  scriptMs: number;
  blockingMs: number;
  longTasks: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: LAUNCH_ARGS,
});
for (const path of PATHS) {
  const runs: Run[] = [];
  for (let run = 0; run < Number(args.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(RECORD_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(`${args.web}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
    const deltas = profile.timeDeltas ?? [];
    const scriptUs = (profile.samples ?? []).reduce(
      (sum, id, index) => (NOT_SCRIPT.has(names.get(id) ?? '') ? sum : sum + (deltas[index] ?? 0)),
      0,
    );
    const tasks = await page.evaluate<number[]>('globalThis.kraamLongTasks');
    runs.push({
      scriptMs: Math.round(scriptUs / 1000),
      blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      longTasks: tasks.length,
    });
    await context.close();
  }
  console.log(
    `${path.padEnd(28)} script ${median(runs.map((r) => r.scriptMs))} ms, blocking ${median(runs.map((r) => r.blockingMs))} ms (median of ${runs.length}: ${JSON.stringify(runs)})`,
  );
}
await browser.close();
