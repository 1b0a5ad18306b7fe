import type { ChildProcess, StdioOptions } from 'node:child_process';

export function spawnApiBundle(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess;
export function spawnWebBundle(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess;
export function buildServerBundles(): Promise<void>;
