// One autocannon run over HTTP (its CLI with -j, so no typings are needed): requests/s and latency.
import { execFile } from 'node:child_process';
import path from 'node:path';

const AUTOCANNON = path.resolve(import.meta.dirname, '../../node_modules/.bin/autocannon');

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

export function measure(url: string, options: { seconds: number; connections: number }): Promise<Figures> {
  const argv = ['-c', String(options.connections), '-d', String(options.seconds), '-j', url];
  return new Promise((resolve, reject) => {
    execFile(AUTOCANNON, argv, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) {
        reject(new Error(`autocannon failed: ${error.message}`));
        return;
      }
      const result = JSON.parse(stdout) as AutocannonJson;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
