import type { ChildProcess, ChildProcessByStdio, StdioOptions } from 'node:child_process';
import type { Readable } from 'node:stream';

type Piped = ChildProcessByStdio<null, Readable, Readable>;

export function spawnApiBundle(env: NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe']): Piped;
export function spawnApiBundle(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess;
export function spawnWebBundle(env: NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe']): Piped;
export function spawnWebBundle(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess;
export function buildServerBundles(): Promise<void>;
