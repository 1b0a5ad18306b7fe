// Which Debian Chromium the journeys drive: CHROMIUM_PATH when set, else the old headless shell
// (package chromium-headless-shell) when installed, else the full browser. The shell renders with the
// same Blink and V8 and spent ~28 % less CPU on the accessibility journey (decision 0041).
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
