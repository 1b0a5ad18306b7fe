import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_DIR } from './paths.mjs';
import { run } from './run.mjs';

const SOURCES = ['apps/web/src', 'apps/web/messages', 'apps/web/public', 'packages/shared/src'].map((dir) =>
  path.join(ROOT, dir),
);
const CONFIG_FILES = ['apps/web/next.config.ts', 'apps/web/package.json', 'package-lock.json'].map((file) =>
  path.join(ROOT, file),
);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Why the production build must be made (none yet, or the first source newer than it); null when fresh. */
export function webBuildStaleness() {
  const buildId = path.join(WEB_DIR, '.next/BUILD_ID');
  if (!fs.existsSync(buildId)) return 'no build yet';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const newer = [...SOURCES, ...CONFIG_FILES].find((entry) => newestMtime(entry) > builtAt);
  return newer ? `${path.relative(ROOT, newer)} changed since the last build` : null;
}

/** Builds the web app when it is missing or out of date; exits the process on failure. */
export async function buildWebIfStale() {
  const staleness = webBuildStaleness();
  if (staleness === null) {
    console.log('web: production build is up to date');
    return;
  }
  console.log(`web: building (npm run build): ${staleness}…`);
  const { code } = await run('npm', ['run', 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (code !== 0) {
    console.error('web: build failed');
    process.exit(code);
  }
}
