import { API_PATHS, IMAGE_FILE_FIELD, type UploadedImage } from '@kraam/shared';
import { requestJson } from './request-json';
import type { SellerCall } from './seller-call';

/** File/Upload: stores an image before it belongs to anything (a booth's logo, a new ad's photo); answers its id. */
export function uploadImage(call: SellerCall, file: Blob) {
  const body = new FormData();
  body.append(IMAGE_FILE_FIELD, file);
  return requestJson<UploadedImage>(call.apiBase, API_PATHS.fileUpload, {
    ...call,
    method: 'POST',
    body,
  });
}
