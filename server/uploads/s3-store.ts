// The S3 driver of the FileStore (UPLOAD_DRIVER=s3): the files are objects of one bucket of any S3-compatible store
// (AWS S3, MinIO, Ceph, R2, …), which every API process reads, so an upload taken by one is served by all, and the jobs
// keep their files there. Requests are signed with AWS Signature V4 by aws4fetch over Node's own fetch (docs/storage.md
// says why not the AWS SDK).
import { AwsClient } from 'aws4fetch';
import { checkedKey, isStoreKey, StorageFullError, typeOfKey, type FileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** The store's origin, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`; objects are addressed by path. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A request that takes longer is an error (the upload answers 500, a job tries again): a store that hangs must not hold a request for ever. */
const REQUEST_TIMEOUT_MS = 30_000;
/** aws4fetch tries a 5xx or 429 again with back-off (10 times by default); two keeps a failing store's answer under a few seconds. */
const RETRIES = 2;

/** An answer meaning the store has no room for the object (MinIO answers 507 `XMinioStorageFull`; a quota, 403 `QuotaExceeded`). */
function isFull(status: number, body: string): boolean {
  return status === 507 || /StorageFull|QuotaExceeded/.test(body);
}

async function failure(what: string, response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? '';
  const message = `S3 ${what} answered ${response.status}${code ? ` ${code}` : ''}`;
  return isFull(response.status, body) ? new StorageFullError(message) : new Error(message);
}

/** Objects of `settings.bucket`, named by their keys (upload and job file names: never a path). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: RETRIES,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const call = (method: string, key: string, init: RequestInit = {}): Promise<Response> =>
    client.fetch(`${base}/${key}`, { method, ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return {
    shared: true,
    async put(key, file) {
      const response = await call('PUT', checkedKey(key), {
        body: file.bytes,
        headers: { 'Content-Type': file.type, 'Content-Length': String(file.bytes.byteLength) },
      });
      if (!response.ok) throw await failure('PUT', response);
      await response.body?.cancel();
    },
    async get(key) {
      if (!isStoreKey(key)) return null;
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure('GET', response);
      // The type is the key's, as on disk: what the store says is what the put sent, but a bucket shared with others may say otherwise.
      return { bytes: new Uint8Array(await response.arrayBuffer()), type: typeOfKey(key) };
    },
    async delete(key) {
      const response = await call('DELETE', checkedKey(key));
      // S3 answers 204 whether or not the object was there; some stores answer 404 for one that was not.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response);
      await response.body?.cancel();
    },
  };
}
