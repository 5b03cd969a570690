import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the defaults of docs/behaviour.md §1', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.timeZone).toBe('Asia/Kathmandu');
    expect(c.maxUploadBytes).toBe(20 * 1024 * 1024);
    expect(c.tokenTtlDays).toBe(30);
    expect(c.loginMaxAttempts).toBe(10);
    expect(c.trashDays).toBe(30);
  });

  it('reads TRASH_DAYS, a whole number of days above 0', () => {
    expect(loadConfig({ TRASH_DAYS: '7' }).trashDays).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'x']) {
      expect(() => loadConfig({ TRASH_DAYS: bad })).toThrow(/TRASH_DAYS/);
    }
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'abc',
        TZ_APP: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        MAX_UPLOAD_MB: '-1',
      });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    for (const name of ['PORT', 'TZ_APP', 'DATABASE_URL', 'MAX_UPLOAD_MB']) {
      expect(message).toContain(name);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('refuses a short admin password', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  describe('several processes (docs/deploy.md)', () => {
    it('keeps files on disk and counts in the database unless told otherwise', () => {
      const c = loadConfig({});
      expect(c.s3).toBeNull();
      expect(c.redisUrl).toBeUndefined();
      expect(c.signingKey).toBeUndefined();
      expect(c.metricsAllow).toEqual(['127.0.0.1/8', '::1/128']);
      expect(c.trustProxy).toEqual([]);
    });

    it('reads the object storage of S3_BUCKET and its companions', () => {
      const c = loadConfig({
        S3_BUCKET: 'plan-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(c.s3).toEqual({
        bucket: 'plan-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        forcePathStyle: true,
      });
      // AWS itself: region only, credentials from the SDK's own chain (an instance role).
      expect(loadConfig({ S3_BUCKET: 'plan-files', S3_REGION: 'ap-south-1' }).s3).toMatchObject({
        endpoint: undefined,
        region: 'ap-south-1',
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('refuses half an S3 setting, with the variable named', () => {
      expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
        /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      );
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
      expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
      expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
        /S3_FORCE_PATH_STYLE/,
      );
    });

    it('takes a shared signing key of 32 bytes in hexadecimal, and nothing shorter', () => {
      const key = 'ab'.repeat(32);
      expect(loadConfig({ SIGNING_KEY: key }).signingKey?.toString('hex')).toBe(key);
      expect(() => loadConfig({ SIGNING_KEY: 'abcd' })).toThrow(/SIGNING_KEY/);
    });

    it('reads addresses and ranges for the metrics and the trusted proxies', () => {
      const c = loadConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1', TRUST_PROXY: '192.168.1.10' });
      expect(c.metricsAllow).toEqual(['10.0.0.0/8', '::1']);
      expect(c.trustProxy).toEqual(['192.168.1.10']);
      for (const bad of ['10.0.0.0/33', 'example.org', '10.0.0.1/8/8', '::1/129']) {
        expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
      }
      expect(() => loadConfig({ METRICS_ALLOW: 'anyone' })).toThrow(/METRICS_ALLOW/);
      expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    });
  });
});
