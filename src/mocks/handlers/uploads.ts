import { HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../contract/messages.ts';
import { UPLOAD_ROUTES } from '../../contract/uploads.ts';
import {
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  newUploadFile,
  sniffImageType,
  UPLOAD_PATH,
  UPLOAD_TOO_LARGE,
  uploadAuditChanges,
} from '../../schemas/uploads.ts';
import { isStorageFull } from '../files.ts';
import { callerOf, errorResponse, route, type HandlerContext } from './kit.ts';

/**
 * POST /app/uploads and GET /app/uploads/{file}, as the reference server answers them: the type read from the bytes,
 * the same limit and messages, an audit entry; the bytes kept in IndexedDB (ctx.files), so they survive reloads.
 * The server's upload quotas are its own settings and have no counterpart here; the browser's storage quota does:
 * IndexedDB full answers 507 with the words of the server's full disk.
 */
export function uploadHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    route(ctx, UPLOAD_ROUTES.createUpload, async ({ request }) => {
      const bytes = await request.arrayBuffer();
      if (bytes.byteLength > MAX_UPLOAD_BYTES) return errorResponse(413, UPLOAD_TOO_LARGE);
      const type = sniffImageType(new Uint8Array(bytes));
      if (!type) return errorResponse(415, NOT_AN_IMAGE);
      const file = newUploadFile(type);
      const url = `${UPLOAD_PATH}/${file}`;
      try {
        await ctx.files.put(file, { bytes, type });
      } catch (error) {
        if (isStorageFull(error)) return errorResponse(507, MESSAGES.storageFull);
        throw error;
      }
      ctx.audit.record({
        actorId: callerOf(ctx, request),
        action: 'create',
        resource: 'uploads',
        changes: uploadAuditChanges(url, type, bytes.byteLength),
      });
      return HttpResponse.json({ url }, { status: 201 });
    }),
    // No bearer: an `<img>` cannot send one; the url's 128 random bits keep an upload from being guessed.
    route(ctx, UPLOAD_ROUTES.getUpload, async ({ params }) => {
      const stored = await ctx.files.get(String(params.file));
      if (!stored) return errorResponse(404, 'Not found');
      return new HttpResponse(stored.bytes, {
        status: 200,
        headers: {
          'Content-Type': stored.type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  ];
}
