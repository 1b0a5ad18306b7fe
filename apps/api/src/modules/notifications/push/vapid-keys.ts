// The VAPID key pair that signs our pushes: from settings, or generated once into DATA_DIR, so every
// subscription stays valid across restarts. Instances that do not share DATA_DIR need it in settings.
import webpush from 'web-push';
import { z } from 'zod';
import { VAPID_KEYS_FILE } from '../../../config';
import type { WebPushSettings } from '../../../config';
import { readOrCreateSecretFile } from '../../../data-dir';

const storedKeysSchema = z.object({ publicKey: z.string().min(40), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof storedKeysSchema>;

export function vapidKeys(settings: WebPushSettings, dataDir: string): VapidKeys {
  if (settings.vapidKeys) return settings.vapidKeys;
  const stored = readOrCreateSecretFile(dataDir, VAPID_KEYS_FILE, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return storedKeysSchema.parse(JSON.parse(stored));
}
