import { api } from '../api/client.ts';

/**
 * Sends an image for an image field (POST /app/uploads, the file's bytes as the body) and answers the url the backend
 * stored it under, which the field then takes. Fails with the backend's ApiError (413 too large, 415 not an image,
 * 403 without `uploads.create`) or the client's own (network, time limit).
 */
export async function uploadImage(file: Blob, signal?: AbortSignal): Promise<string> {
  const answer = await api.post('/app/uploads', file, {
    // ofetch sends a Blob as it is (only plain objects become JSON), so the type is said here.
    headers: { 'Content-Type': file.type },
    schema: () => import('../contract/uploads.ts').then((m) => m.uploadAnswerSchema),
    ...(signal ? { signal } : {}),
  });
  return answer.url;
}
