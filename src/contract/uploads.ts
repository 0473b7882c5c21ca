import { z } from 'zod/mini';
import { MESSAGES } from './messages.ts';
import {
  MAX_UPLOAD_MB,
  NOT_AN_IMAGE,
  UPLOAD_ACCOUNT_QUOTA_FULL,
  UPLOAD_FILE_PATTERN,
  UPLOAD_QUOTA_FULL,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPES,
  UPLOAD_URL_PATTERN,
} from '../schemas/uploads.ts';
import { error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** The answer of POST /app/uploads: where the image is served, the value an image field then takes. */
export const uploadAnswerSchema = z.object({
  url: z.string().check(z.regex(UPLOAD_URL_PATTERN), z.describe('`/app/uploads/<32 hex digits>.<png|jpg|webp|gif>`')),
});

const IMAGE_TYPES = Object.keys(UPLOAD_TYPES);

/** Images for the image fields of the lists (a photo, a product picture, a logo): sent once, then served by their url. */
export const UPLOAD_ROUTES = {
  createUpload: {
    method: 'post',
    path: '/app/uploads',
    operationId: 'createUpload',
    tag: 'uploads',
    summary: `Store an image (PNG, JPEG, WebP or GIF, at most ${MAX_UPLOAD_MB} MB) sent as the raw body; its type is read from its first bytes, not from Content-Type. Audited`,
    auth: true,
    permission: 'uploads.create',
    rawBody: { types: IMAGE_TYPES, description: 'The bytes of the image; `Content-Type` should be its type' },
    responses: {
      201: { description: 'Stored: the url to put in an image field and to show', schema: uploadAnswerSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      413: error(`\`${UPLOAD_TOO_LARGE}\``),
      415: error(`\`${NOT_AN_IMAGE}\`: the bytes are not one of those images (an SVG, text, a PDF, …)`),
      507: error(
        `Nothing was stored: \`${UPLOAD_ACCOUNT_QUOTA_FULL}\` (the account's uploads would pass its quota), \`${UPLOAD_QUOTA_FULL}\` (all the uploads would pass the server's quota) or \`${MESSAGES.storageFull}\` (the disk, or the browser's storage, has no room left)`,
      ),
    },
  },
  getUpload: {
    method: 'get',
    path: '/app/uploads/{file}',
    operationId: 'getUpload',
    tag: 'uploads',
    summary:
      'The bytes of an uploaded image, with the type read when it was stored, `X-Content-Type-Options: nosniff` and a year of immutable caching. No bearer: an `<img>` cannot send one, so the 128 random bits of the url are what keeps it private',
    pathParams: {
      file: {
        description: 'The last part of the url POST /app/uploads answered: 32 hex digits, a dot and the extension',
        schema: z.string().check(z.regex(UPLOAD_FILE_PATTERN)),
      },
    },
    responses: {
      200: { description: 'The image', binary: IMAGE_TYPES, headers: { 'Cache-Control': '`public, max-age=31536000, immutable`' } },
      404: error('`Not found`: no upload has that url'),
    },
  },
} as const satisfies Record<string, RouteDef>;
