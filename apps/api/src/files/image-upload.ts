// The HTTP side of every image upload (avatar, File/Upload, AdvertisementGallery/Insert): multipart
// parsing with MAX_IMAGE_BYTES as the limit, and every way it can fail turned into our error shape.
// The client's file name and Content-Type are read by nobody.
import multipart from '@fastify/multipart';
import { IMAGE_FILE_FIELD, MAX_IMAGE_BYTES, errorResponseSchema } from '@kraam/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../plugins/app-error';
import { ImageIntakeError, intakeImage } from './image-intake';
import type { CleanImage, IntakePolicy } from './image-intake';

/** Call inside the plugin whose routes take uploads: only they accept multipart bodies. */
export async function registerImageMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
}

/** The answers besides success that every image upload route gives (see readImageUpload, cleanImage). */
export const imageUploadErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export interface ImageUpload {
  file: Buffer;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

const missingFile = () =>
  new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { [IMAGE_FILE_FIELD]: ['REQUIRED'] });

/** Reads the multipart body: the `file` part (whatever its name and type) and the text fields. */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    if (!request.headers['content-type']) throw missingFile();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part must be read to its end for the parser to go on.
        const bytes = await part.toBuffer();
        if (part.fieldname === IMAGE_FILE_FIELD) file ??= bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file || file.length === 0) throw missingFile();
  return { file, fields };
}

function multipartError(error: unknown): Error {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  // The file, part, field or file-count limits of @fastify/multipart.
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  // busboy's own parse errors ("Unexpected end of form", malformed headers) carry no status: bad input.
  return new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { [IMAGE_FILE_FIELD]: ['INVALID'] });
}

/** The cleaned image, or the 4xx/503 that says why not (see image-intake.ts). */
export async function cleanImage(data: Buffer, policy: IntakePolicy): Promise<CleanImage> {
  try {
    return await intakeImage(data, policy);
  } catch (error) {
    if (!(error instanceof ImageIntakeError)) throw error;
    switch (error.reason) {
      case 'empty':
        throw missingFile();
      case 'too-large':
        throw new AppError('PAYLOAD_TOO_LARGE');
      case 'busy':
        throw new AppError('SERVICE_UNAVAILABLE');
      case 'too-complex':
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'IMAGE_TOO_COMPLEX');
      default:
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
  }
}

/** The upload cleaned by `policy` and stored as a file the user owns. */
export async function storeImage(
  app: FastifyInstance,
  data: Buffer,
  policy: IntakePolicy,
  ownerUserId: number,
): Promise<{ id: string; width: number; height: number }> {
  const image = await cleanImage(data, policy);
  const stored = await app.fileStore.save(image.data, { ownerUserId });
  return { id: stored.id, width: image.width, height: image.height };
}
