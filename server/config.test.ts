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
