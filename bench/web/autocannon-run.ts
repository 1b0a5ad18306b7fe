// One autocannon run over HTTP (its CLI with -j, so no typings are needed): requests/s and latency.
import { execFile } from 'node:child_process';
import path from 'node:path';

const AUTOCANNON = path.resolve(import.meta.dirname, '../../node_modules/.bin/autocannon');

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
}

/** autocannon prints p90 and p97.5, not p95: p95 is read between them (linear), as close as its output allows. */
export function loadTest(
  url: string,
  {
    seconds,
    connections,
    headers = {},
  }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const argv = ['-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url];
  return new Promise((resolve, reject) => {
    execFile(AUTOCANNON, argv, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`autocannon failed: ${error.message}`));
      const result = JSON.parse(stdout) as AutocannonJson;
      const { p50, p90, p97_5, p99 } = result.latency;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: p50,
        p95Ms: Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 10) / 10,
        p99Ms: p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
