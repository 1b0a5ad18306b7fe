// The URLs of the servers scripts/e2e.mjs started for this run.
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with npm run test:e2e`);
  return value;
};

export const WEB_URL = required('E2E_WEB_URL');
export const API_URL = required('E2E_API_URL');
/** The servers' DATA_DIR: without SMTP_URL the API writes each mail into its outbox folder. */
export const DATA_DIR = required('E2E_DATA_DIR');
/** The Chromium scripts/lib/chromium-path.mjs chose. */
export const CHROMIUM_PATH = required('CHROMIUM_PATH');
/**
 * The browsers' push service on this machine (scripts/lib/local-push-service.mjs), asked for only by the
 * journeys that push: scripts/scale-out.mjs starts none.
 */
export const pushServiceUrl = (): string => required('E2E_PUSH_SERVICE_URL');
