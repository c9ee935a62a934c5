import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  device: text('device').notNull().default('web'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const otpCodes = pgTable('otp_codes', {
  id: text('id').primaryKey(),
  verifyTokenHash: text('verify_token_hash').notNull().unique(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  purpose: text('purpose').$type<'login' | 'register'>().notNull(),
  payload: jsonb('payload').$type<Record<string, string | undefined>>().notNull().default({}),
  attempts: integer('attempts').notNull().default(0),
  sentCount: integer('sent_count').notNull().default(1),
  expiresAt: ts('expires_at').notNull(),
  lastSentAt: ts('last_sent_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Asked for from a device that has signed this phone in before (migration 0007). */
  trustedDevice: boolean('trusted_device').notNull().default(false),
});

/** Devices that verified a phone: the hash of their HttpOnly device cookie, per phone (migration 0007). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    phone: text('phone').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.phone] })],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
