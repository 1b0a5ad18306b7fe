import { z } from 'zod';
import { IMAGE_DEVICE_WIDTHS, IMAGE_PREVIEW_SIZE, IMAGE_SIZES } from './constants';

/** Widths the image loader may ask for; anything else would let a client fill the disk with variants. */
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b);

export const fileIdParamsSchema = z.object({ id: z.string() });
export const downloadFileQuerySchema = z.object({
  size: z.literal(IMAGE_PREVIEW_SIZE).optional(),
  w: z.coerce
    .number()
    .int()
    .refine((w) => IMAGE_WIDTHS.includes(w), { message: 'UNSUPPORTED_WIDTH' })
    .optional()
    .describe(`Width in px, one of ${IMAGE_WIDTHS.join(', ')}; never more than the original's`),
  q: z.coerce.number().int().min(1).max(100).optional(),
});
export type DownloadFileQuery = z.infer<typeof downloadFileQuerySchema>;
