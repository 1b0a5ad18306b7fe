// The battery starts the servers from their bundles, as `npm start` does: made fresh before its files run.
import { buildServerBundles } from '../../../../scripts/lib/server-bundles.mjs';

export default async function setup(): Promise<void> {
  await buildServerBundles();
}
