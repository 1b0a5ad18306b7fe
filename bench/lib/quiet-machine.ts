// Lighthouse's simulated throttling scales what it observed: on a machine still busy (a load test's
// servers collecting their garbage) its figures swing by tens of points (STACK-NOTES). This waits until the
// CPUs have been mostly idle for one second, from /proc/stat, or gives up after `timeoutMs`.
import { readFile } from 'node:fs/promises';

async function cpuTimes(): Promise<{ idle: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // idle + iowait count as idle.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** The share of CPU time that was idle over `ms`. */
async function idleShare(ms: number): Promise<number> {
  const before = await cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/** Waits for an idle share of at least `minIdle` over a second; answers the last share measured. */
export async function waitForQuietMachine(minIdle = 0.85, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let share = await idleShare(1000);
  while (share < minIdle && Date.now() < deadline) share = await idleShare(1000);
  return share;
}
