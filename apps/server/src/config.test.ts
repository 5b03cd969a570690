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
});
