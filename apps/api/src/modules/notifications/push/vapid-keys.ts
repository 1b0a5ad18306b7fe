// The VAPID key pair that signs our pushes: from settings, or generated once into DATA_DIR, so every
// subscription stays valid across restarts. Instances that do not share DATA_DIR need it in settings.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { VAPID_KEYS_FILE } from '../../../config';
import type { WebPushSettings } from '../../../config';
import { ensureWritableDataDir } from '../../../data-dir';

const storedKeysSchema = z.object({ publicKey: z.string().min(40), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof storedKeysSchema>;

export function vapidKeys(settings: WebPushSettings, dataDir: string): VapidKeys {
  if (settings.vapidKeys) return settings.vapidKeys;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  ensureWritableDataDir(dataDir);
  try {
    // 'wx' fails when the file exists, so two instances starting together keep the first pair.
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return storedKeysSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
