// One autocannon run through its CLI (-j: one JSON result; no typings needed), as bench/cache does.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';

const AUTOCANNON = path.join(REPO_ROOT, 'node_modules/.bin/autocannon');

export interface CannonRun {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** Requests per second over all connections; flat out when absent. */
  rate?: number;
}

export interface CannonResult {
  requestsPerSecond: number;
  total: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

export function autocannon(run: CannonRun): Promise<CannonResult> {
  const argv = ['-j', '-c', String(run.connections), '-d', String(run.seconds)];
  for (const [name, value] of Object.entries(run.headers ?? {})) argv.push('-H', `${name}=${value}`);
  if (run.rate) argv.push('-R', String(run.rate));
  argv.push(run.url);
  return new Promise((resolve, reject) => {
    execFile(AUTOCANNON, argv, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`autocannon failed: ${error.message}`));
      const result = JSON.parse(stdout) as AutocannonJson;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        total: result.requests.total,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
