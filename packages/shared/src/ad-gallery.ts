// Photos (SPEC §5): uploaded one at a time as multipart field `file`, judged by content.
// POST /exhibitor/v2/File/Upload stores an image before it belongs to anything (new-ad photos, booth
// logo and banner); the AdvertisementGallery calls change the photos of an existing ad.
import { z } from 'zod';
import { envelope } from './envelope';
import { idParamSchema, idSchema } from './input-fields';

export const IMAGE_FILE_FIELD = 'file';
/** Multipart text field of AdvertisementGallery/Insert naming the ad. */
export const GALLERY_AD_FIELD = 'advertisementId';

export const uploadedImageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export const uploadedImageResponseSchema = envelope(uploadedImageSchema);

/** The ad's photos after a change: file ids, main image first. */
export const galleryResultSchema = z.object({ imageIds: z.array(z.string()) });
export type GalleryResult = z.infer<typeof galleryResultSchema>;
export const galleryResponseSchema = envelope(galleryResultSchema);

const advertisementId = idSchema;
export const galleryDeleteQuerySchema = z.object({
  advertisementId: idParamSchema,
  imageId: z.uuid(),
});
export const galleryMainImageBodySchema = z.object({ advertisementId, imageId: z.uuid() });
/** The same set of photos in a new order; the first becomes the main image. */
export const galleryReorderBodySchema = z.object({ advertisementId, imageIds: z.array(z.uuid()).min(1) });
