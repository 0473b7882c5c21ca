import { MESSAGES } from '../../src/contract/messages.ts';
import { UPLOAD_ROUTES } from '../../src/contract/uploads.ts';
import {
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  newUploadFile,
  sniffImageType,
  UPLOAD_ACCOUNT_QUOTA_FULL,
  UPLOAD_FILE_PATTERN,
  UPLOAD_PATH,
  UPLOAD_QUOTA_FULL,
  UPLOAD_TOO_LARGE,
  uploadAuditChanges,
} from '../../src/schemas/uploads.ts';
import { StorageFullError } from '../uploads/file-store.ts';
import { releaseUpload, reserveUpload } from '../uploads/quota.ts';
import { errorResponse, on, type App, type ServerContext } from './kit.ts';

/** A year, and never revalidated: an upload's url names its bytes for good (a new image gets a new url). */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * POST /app/uploads stores an image (its type read from its bytes, never from Content-Type) in the server's FileStore
 * and answers its url; GET serves it back. The GET needs no bearer, since an `<img>` cannot send one: the 128 random
 * bits of the url are what keeps an upload from being found.
 *
 * Storage that is used up is an answer (507), never a crash: the quotas (the account's, the total) are checked and
 * counted before anything is written, and a store without room (a full disk, its reserve reached) stores nothing.
 */
export function uploadRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, UPLOAD_ROUTES.createUpload, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > MAX_UPLOAD_BYTES) return errorResponse(c, 413, UPLOAD_TOO_LARGE);
    const type = sniffImageType(bytes);
    if (!type) return errorResponse(c, 415, NOT_AN_IMAGE);
    const actorId = c.get('userId');
    const exceeded = await reserveUpload(ctx.db, actorId, bytes.byteLength, ctx.uploadQuota);
    if (exceeded) return errorResponse(c, 507, exceeded === 'account' ? UPLOAD_ACCOUNT_QUOTA_FULL : UPLOAD_QUOTA_FULL);
    const file = newUploadFile(type);
    const url = `${UPLOAD_PATH}/${file}`;
    try {
      await ctx.files.put(file, { bytes, type });
    } catch (error) {
      await releaseUpload(ctx.db, actorId, bytes.byteLength);
      if (!(error instanceof StorageFullError)) throw error;
      ctx.logger.error('upload refused: storage full', { error: error.message });
      return errorResponse(c, 507, MESSAGES.storageFull);
    }
    // The file is stored first: an entry that cannot be written then answers 500, and the file, whose url nobody got, stays unused.
    await ctx.audit(ctx.db, { actorId, action: 'create', resource: 'uploads', changes: uploadAuditChanges(url, type, bytes.byteLength) });
    return c.json({ url }, 201);
  });

  on(app, ctx, UPLOAD_ROUTES.getUpload, async (c) => {
    const file = c.req.param('file') ?? '';
    // The store keeps the jobs' files too (a shared store): those are their starters' only, never served here.
    const stored = UPLOAD_FILE_PATTERN.test(file) ? await ctx.files.get(file) : null;
    if (!stored) return errorResponse(c, 404, 'Not found');
    return c.body(stored.bytes, 200, {
      'Content-Type': stored.type,
      'Content-Length': String(stored.bytes.byteLength),
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
