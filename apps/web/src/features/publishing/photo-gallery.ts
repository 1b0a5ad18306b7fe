import type { SellerCall } from '@/lib/api/seller-call';
import { uploadImage } from '@/lib/api/upload-image';
import { galleryDelete, galleryInsert, galleryMainImage, galleryReorder } from './api/ad-calls';

/** The photo operations of the form; each answers the photos afterwards, main image first. */
export interface PhotoGallery {
  add: (ids: string[], file: File) => Promise<string[]>;
  remove: (ids: string[], id: string) => Promise<string[]>;
  makeMain: (ids: string[], id: string) => Promise<string[]>;
  reorder: (ids: string[]) => Promise<string[]>;
}

/** Moves `id` to the front: the first photo is the main image. */
export const withMainFirst = (ids: string[], id: string): string[] => [
  id,
  ...ids.filter((other) => other !== id),
];

/** Moves the photo at `from` to `to`. */
export function moved(ids: string[], from: number, to: number): string[] {
  if (from === to || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A new ad: photos are uploaded on their own (File/Upload) and sent with Insert. */
export const draftGallery = (call: SellerCall): PhotoGallery => ({
  add: async (ids, file) => [...ids, (await uploadImage(call, file)).data.id],
  remove: (ids, id) => Promise.resolve(ids.filter((other) => other !== id)),
  makeMain: (ids, id) => Promise.resolve(withMainFirst(ids, id)),
  reorder: (ids) => Promise.resolve(ids),
});

/** An existing ad: every change goes to its gallery at once. */
export const adGallery = (call: SellerCall, advertisementId: number): PhotoGallery => ({
  add: async (_ids, file) => (await galleryInsert(call, advertisementId, file)).data.imageIds,
  remove: async (_ids, id) => (await galleryDelete(call, advertisementId, id)).data.imageIds,
  makeMain: async (_ids, id) => (await galleryMainImage(call, advertisementId, id)).data.imageIds,
  reorder: async (ids) => (await galleryReorder(call, advertisementId, ids)).data.imageIds,
});
