// For the tests: an S3-compatible server (s3rver, pure JavaScript) in this process on 127.0.0.1, so the S3 driver is
// tested against real signed requests with nothing to download. It refuses a request whose key id is not one of its
// key ids (`S3RVER`): it reads a Signature V4's key id but does not compute the signature itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-store.ts';

export interface LocalS3 {
  settings: S3Settings;
  /** The same settings as `npm run api` reads them (UPLOAD_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'stride-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'stride-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    env: {
      UPLOAD_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
