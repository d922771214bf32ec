import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@lbj/shared';

/**
 * Registers multipart parsing in the given (encapsulated) context only: the plugin adds hooks
 * to every request of its context, which reads of the API should not pay for.
 */
export async function registerMultipart(context: FastifyInstance): Promise<void> {
  await context.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: LIMITS.imageMaxBytes,
      files: LIMITS.galleryMaxPhotos,
      fields: 10,
      fieldSize: 128 * 1024,
      parts: 40,
    },
  });
}
