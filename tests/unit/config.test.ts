import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';

describe('configuration', () => {
  it('runs with nothing set: embedded database, console SMS, demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir.endsWith('data/pglite')).toBe(true);
    expect(c.sms.driver).toBe('console');
    expect(c.seedDemo).toBe(true);
    expect(c.publicBaseUrl).toBe('http://localhost:3000');
  });
  it('treats empty values from an env file as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_BASE_URL: '', SEED_DEMO: '', PORT: '4000' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicBaseUrl).toBe('http://localhost:4000');
  });
  it('does not load demo data on PostgreSQL unless asked, and parses super admin phones', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SUPER_ADMIN_PHONES: '09120000000, 09121111111' });
    expect(c.seedDemo).toBe(false);
    expect(c.superAdminPhones).toEqual(['09120000000', '09121111111']);
  });
  it('refuses a bad setting with a readable message', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'pigeon' })).toThrow(/SMS_DRIVER/);
    expect(() => loadConfig({ SMS_DRIVER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
  });
});
