import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Runs a Node script on the project's Node (the one running this file). */
export const runNode = (args, options) => run(process.execPath, args, options);
