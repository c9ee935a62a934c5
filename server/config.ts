import path from 'node:path';
import { z } from 'zod';

const bool = (d: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? d : v === 'true' || v === '1' || v === 'yes'));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Read by server/log.ts itself (so a bad setting can still be logged); listed here so a typo refuses to start. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: z.string().default('./data'),
  // A libpq URL, which a WHATWG URL check refuses when the host is a socket directory given as a
  // parameter (postgres://app@/hamkar?host=/var/run/postgresql).
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PRODUCT_NAME: z.string().default('همکار'),
  SMS_DRIVER: z.enum(['console', 'kavenegar']).default('console'),
  KAVENEGAR_API_KEY: z.string().optional(),
  KAVENEGAR_TEMPLATE: z.string().default('verify'),
  KAVENEGAR_BASE_URL: z.string().url().default('https://api.kavenegar.com'),
  PAYMENT_DRIVER: z.enum(['sandbox', 'zarinpal']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: bool(false),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  ZARINPAL_MERCHANT_ID: z.string().optional(),
  ZARINPAL_SANDBOX: bool(false),
  ZARINPAL_BASE_URL: z.string().url().optional(),
  STORAGE_DRIVER: z.enum(['local', 'database', 's3']).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  SUPER_ADMIN_PHONES: z.string().default(''),
  DEFAULT_PROVIDER_ID: z.string().optional(),
  COMMUNITY_CATEGORY_ID: z.string().default('community'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  TRUST_PROXY: bool(false),
  SIGNIN_CODES_PER_ADDRESS_HOUR: z.coerce.number().int().positive().default(60),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  TICKET_DUE_HOURS_LOW: z.coerce.number().positive().default(72),
  TICKET_DUE_HOURS_NORMAL: z.coerce.number().positive().default(24),
  TICKET_DUE_HOURS_HIGH: z.coerce.number().positive().default(8),
  TICKET_DUE_HOURS_URGENT: z.coerce.number().positive().default(2),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once; throws a readable error on a bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty value (KEY= in an env file) means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.SMS_DRIVER === 'kavenegar' && !e.KAVENEGAR_API_KEY) {
    throw new Error('Invalid configuration:\n  KAVENEGAR_API_KEY is required when SMS_DRIVER=kavenegar');
  }
  if (e.PAYMENT_DRIVER === 'zarinpal' && !e.ZARINPAL_MERCHANT_ID) {
    throw new Error('Invalid configuration:\n  ZARINPAL_MERCHANT_ID is required when PAYMENT_DRIVER=zarinpal');
  }
  // Files go where every instance finds them: the database when there is a shared one, else this machine's disk.
  const storageDriver = e.STORAGE_DRIVER ?? (e.DATABASE_URL ? 'database' : 'local');
  if (storageDriver === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET is required when STORAGE_DRIVER=s3');
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_DRIVER === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      'Invalid configuration:\n' +
        '  PAYMENT_DRIVER is sandbox (the default), a simulated bank on which anyone can "pay" without paying.\n' +
        '  In production set PAYMENT_DRIVER=zarinpal with ZARINPAL_MERCHANT_ID, or, for a demo only,\n' +
        '  ALLOW_SANDBOX_PAYMENTS=true (at build and at start), which shows a «حالت نمایشی» banner on every page.',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    smsOutbox: path.join(dataDir, 'sms-outbox.jsonl'),
    databaseUrl: e.DATABASE_URL,
    /** Pooled PostgreSQL connections of this instance; it opens one more for LISTEN. */
    databasePoolSize: e.DATABASE_POOL_SIZE,
    productName: e.PRODUCT_NAME,
    sms: {
      driver: e.SMS_DRIVER,
      kavenegarKey: e.KAVENEGAR_API_KEY,
      kavenegarTemplate: e.KAVENEGAR_TEMPLATE,
      kavenegarBaseUrl: e.KAVENEGAR_BASE_URL,
    },
    paymentDriver: e.PAYMENT_DRIVER,
    /** The simulated bank is on: payments are not real, and every page says so («حالت نمایشی»). */
    demoPayments: e.PAYMENT_DRIVER === 'sandbox',
    /** Bank gateway: minutes an order waits for its online payment before stock, voucher and wallet part are released. */
    payment: {
      expiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
      zarinpal: {
        merchantId: e.ZARINPAL_MERCHANT_ID ?? '',
        sandbox: e.ZARINPAL_SANDBOX,
        baseUrl:
          e.ZARINPAL_BASE_URL ?? (e.ZARINPAL_SANDBOX ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com'),
      },
    },
    /** Where uploaded files live (server/integrations/storage). */
    storage: {
      driver: storageDriver,
      s3:
        storageDriver === 's3'
          ? {
              bucket: e.S3_BUCKET!,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              // Endpoints of one's own (MinIO, s3rver, most S3-compatible hosts) address buckets by path.
              forcePathStyle:
                e.S3_FORCE_PATH_STYLE === undefined
                  ? Boolean(e.S3_ENDPOINT)
                  : ['true', '1', 'yes'].includes(e.S3_FORCE_PATH_STYLE),
            }
          : null,
    },
    superAdminPhones: e.SUPER_ADMIN_PHONES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    defaultProviderId: e.DEFAULT_PROVIDER_ID,
    /** The blog category of posts written by users (/blog/Community); the demo seed creates it with this id. */
    communityCategoryId: e.COMMUNITY_CATEGORY_ID,
    /** Demo data loads on an empty embedded database unless SEED_DEMO=false; on PostgreSQL only with SEED_DEMO=true. */
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    /** Sign-in codes one address may ask for in an hour: a cafe's guests share its Wi-Fi's one address. */
    signInCodesPerAddressHour: e.SIGNIN_CODES_PER_ADDRESS_HOUR,
    sessionDays: e.SESSION_DAYS,
    /** Hours a ticket of each priority may wait for its first answer before it is overdue. */
    /** Web push of order notices (ready, canceled, delivered): on only with both VAPID keys; SMS is sent either way. */
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject:
              e.VAPID_SUBJECT ||
              (e.PUBLIC_BASE_URL?.startsWith('https:') ? e.PUBLIC_BASE_URL : 'mailto:admin@localhost'),
          }
        : null,
    ticketDueHours: {
      low: e.TICKET_DUE_HOURS_LOW,
      normal: e.TICKET_DUE_HOURS_NORMAL,
      high: e.TICKET_DUE_HOURS_HIGH,
      urgent: e.TICKET_DUE_HOURS_URGENT,
    },
  };
}

const holder = globalThis as unknown as { __config?: Config };

export function config(): Config {
  if (!holder.__config) holder.__config = loadConfig();
  return holder.__config;
}

/** For tests: forget the parsed configuration so the next call reads the environment again. */
export function resetConfig(): void {
  holder.__config = undefined;
}
