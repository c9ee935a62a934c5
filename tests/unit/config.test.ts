import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { startupProblem } from '@/server/start';

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
  it('takes a PostgreSQL URL whose host is a socket directory, and refuses what is not a postgres:// URL', () => {
    const socket = 'postgres://app@/hamkar?host=/var/run/postgresql';
    expect(loadConfig({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app@localhost/hamkar' })).toThrow(/DATABASE_URL/);
  });
  it('refuses a bad setting with a readable message', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'pigeon' })).toThrow(/SMS_DRIVER/);
    expect(() => loadConfig({ SMS_DRIVER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
  });

  it('refuses the simulated bank in production unless ALLOW_SANDBOX_PAYMENTS=true is set on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_SANDBOX_PAYMENTS=true/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_DRIVER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' }),
    ).toThrow(/simulated bank/);
    const demo = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(demo.demoPayments).toBe(true);
    const real = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_DRIVER: 'zarinpal',
      ZARINPAL_MERCHANT_ID: 'x'.repeat(36),
    });
    expect(real.demoPayments).toBe(false);
    // Development keeps the simulated bank by default.
    expect(loadConfig({}).demoPayments).toBe(true);
  });
  it('refuses a production build whose «حالت نمایشی» banner disagrees with the payment driver', () => {
    const demo = () => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    const real = () =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_DRIVER: 'zarinpal', ZARINPAL_MERCHANT_ID: 'x'.repeat(36) });
    expect(startupProblem(demo, 'true')).toBeNull();
    expect(startupProblem(real, 'false')).toBeNull();
    expect(startupProblem(demo, 'false')).toMatch(/build again|npm run build/);
    expect(startupProblem(real, 'true')).toMatch(/build again/);
    expect(startupProblem(() => loadConfig({ NODE_ENV: 'production' }), 'false')).toMatch(/ALLOW_SANDBOX_PAYMENTS/);
  });
  it('start-up with no payment settings in production exits with the reason and opens nothing', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-start-'));
    try {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
      };
      const r = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          "import('./server/start.ts').then((m) => (m.start ?? m.default.start)()).then(() => process.exit(0))",
        ],
        {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env,
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/PAYMENT_DRIVER is sandbox/);
      expect(r.stderr).toMatch(/ALLOW_SANDBOX_PAYMENTS=true/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
