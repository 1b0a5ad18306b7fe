// The configuration of a process that is about to start (the server and the CLIs): the parsed
// environment and a usable DATA_DIR, or one sentence on stderr and exit code 1. A stack would only hide
// what the operator has to fix.
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { DataDirError, ensureWritableDataDir } from './data-dir';

export function loadStartupConfig(): Config {
  try {
    const config = loadConfig();
    ensureWritableDataDir(config.dataDir);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataDirError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
