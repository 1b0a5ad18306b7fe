// Keeps one server process running for `npm start`: when it ends without being asked to, logs how it
// ended (exit code or signal, and the last lines of its stderr), then starts it again after a growing
// delay (backoff.mjs). stop() ends it for good: SIGTERM, then SIGKILL if it has not gone in time.
import { RESTART_BACKOFF, nextRestartDelay } from './backoff.mjs';
import { createOutputTail } from './output-tail.mjs';

const KILL_AFTER_MS = 12_000;

const duration = (ms) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`);

/**
 * spawnChild() must return a ChildProcess whose stderr is a pipe; it is copied to `stderr` as it comes.
 * canRestart() false (e.g. before the process ever came up) makes a crash final: onGiveUp(reason).
 */
export function supervise({
  name,
  spawnChild,
  backoff = RESTART_BACKOFF,
  log = (line) => console.error(line),
  stderr = process.stderr,
  canRestart = () => true,
  onGiveUp = () => undefined,
}) {
  const tail = createOutputTail();
  let child;
  let startedAt = 0;
  let delay;
  let timer;
  let stopping = false;

  const ended = (code, signal) => {
    if (stopping) return;
    const uptime = Date.now() - startedAt;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const reason = `${name}: exited unexpectedly (${how}) after ${(uptime / 1_000).toFixed(1)} s`;
    const lines = tail.lines();
    const explain = () =>
      log(
        lines.length > 0
          ? `${name}: last lines of its stderr:\n${lines.map((line) => `  | ${line}`).join('\n')}`
          : `${name}: (nothing on its stderr)`,
      );
    if (!canRestart()) {
      log(reason);
      explain();
      onGiveUp(reason);
      return;
    }
    delay = nextRestartDelay(delay, uptime, backoff);
    log(`${reason}; restarting in ${duration(delay)}`);
    explain();
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopping) launch();
    }, delay);
  };

  const launch = () => {
    tail.clear();
    startedAt = Date.now();
    child = spawnChild();
    // A failed spawn is followed by 'close', which restarts or gives up as for any other end.
    child.on('error', (error) => log(`${name}: ${error.message}`));
    child.stderr?.on('data', (chunk) => {
      stderr.write(chunk);
      tail.push(chunk);
    });
    // 'close', not 'exit': by then everything the process wrote to stderr has arrived.
    child.once('close', ended);
  };

  launch();

  return {
    /** The current process (a new one after each restart). */
    get child() {
      return child;
    },
    stop() {
      stopping = true;
      clearTimeout(timer);
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const killer = setTimeout(() => current.kill('SIGKILL'), KILL_AFTER_MS);
        current.once('exit', () => {
          clearTimeout(killer);
          resolve();
        });
        current.kill('SIGTERM');
      });
    },
  };
}
