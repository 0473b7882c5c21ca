import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const MB = 1024 * 1024;

describe('the upload storage settings', () => {
  it('default to 1 GB in all, 100 MB an account and 128 MB kept free', () => {
    const config = readConfig({}, []);
    expect(config.uploadQuota).toEqual({ totalBytes: 1024 * MB, accountBytes: 100 * MB });
    expect(config.uploadMinFreeBytes).toBe(128 * MB);
  });

  it('are read in megabytes (fractions and 0 too)', () => {
    const config = readConfig({ UPLOAD_QUOTA_MB: '2048', UPLOAD_ACCOUNT_QUOTA_MB: '0.5', UPLOAD_MIN_FREE_MB: '0' }, []);
    expect(config.uploadQuota).toEqual({ totalBytes: 2048 * MB, accountBytes: 0.5 * MB });
    expect(config.uploadMinFreeBytes).toBe(0);
  });

  it.each(['ten', '-1', 'Infinity'])('stop the start with the setting named for %s', (value) => {
    expect(() => readConfig({ UPLOAD_ACCOUNT_QUOTA_MB: value }, [])).toThrow(
      `UPLOAD_ACCOUNT_QUOTA_MB must be a number of megabytes, 0 or more (got "${value}")`,
    );
  });
});

describe('the upload driver', () => {
  const s3 = { UPLOAD_DRIVER: 's3', S3_BUCKET: 'stride', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('is the disk unless UPLOAD_DRIVER says s3', () => {
    expect(readConfig({}, []).s3).toBeUndefined();
    expect(readConfig({ UPLOAD_DRIVER: 'disk' }, []).s3).toBeUndefined();
  });

  it('reads the bucket, the keys, the region (us-east-1) and the endpoint (AWS of the region unless given)', () => {
    expect(readConfig(s3, []).s3).toEqual({
      bucket: 'stride',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    const minio = readConfig({ ...s3, S3_REGION: 'eu-west-3', S3_ENDPOINT: 'http://127.0.0.1:9000' }, []).s3;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-3' });
  });

  it('stops the start with the missing or wrong setting named', () => {
    expect(() => readConfig({ UPLOAD_DRIVER: 'ftp' }, [])).toThrow('UPLOAD_DRIVER must be disk or s3 (got "ftp")');
    expect(() => readConfig({ ...s3, S3_BUCKET: '' }, [])).toThrow('UPLOAD_DRIVER=s3 needs S3_BUCKET');
    expect(() => readConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined }, [])).toThrow('UPLOAD_DRIVER=s3 needs S3_SECRET_ACCESS_KEY');
    expect(() => readConfig({ ...s3, S3_ENDPOINT: '127.0.0.1:9000' }, [])).toThrow('S3_ENDPOINT must be an http(s) address');
  });
});
