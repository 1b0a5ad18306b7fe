import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@kraam/shared';

/** The file picker's `accept`: the SPEC §5 formats by type and by extension. */
export const IMAGE_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES,
  ...ACCEPTED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

/**
 * Why a chosen photo is refused before it is sent (SPEC §5: PNG, SVG, JPG, JPEG, GIF), or null. A photo
 * over 1 MB is shrunk before it is sent (`prepareImage`); only an SVG cannot be (decision 0027). The
 * server judges the content again; this only spares a useless upload.
 */
export function imageFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'wrongType' | 'tooLarge' | 'empty' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extensionOk = (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk && !(file.type === '' && extensionOk)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.type === 'image/svg+xml' && file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
