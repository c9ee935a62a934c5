import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccessLevel } from '@/lib/permissions';
import type { TPrivacy, TSocialMedia } from '@/lib/content-rules';
import type { FileKind } from '@/server/integrations/storage';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  firstNameFa: text('first_name_fa'),
  lastNameFa: text('last_name_fa'),
  username: text('username').unique(),
  email: text('email'),
  bio: text('bio').notNull().default(''),
  gender: text('gender'),
  avatar: text('avatar'),
  /** Links the user shows on their public profile (instagram, telegram, linkedin, x, website). */
  socialMedia: jsonb('social_media').$type<TSocialMedia>().notNull().default({}),
  /** What other users may see; a missing key takes its default from PRIVACY_DEFAULTS. */
  privacy: jsonb('privacy').$type<Partial<TPrivacy>>().notNull().default({}),
  userType: text('user_type').$type<'user' | 'superAdmin'>().notNull().default('user'),
  accessLevel: jsonb('access_level').$type<AccessLevel>().notNull().default({}),
  active: boolean('active').notNull().default(true),
  wallet: integer('wallet').notNull().default(0),
  membershipLevel: integer('membership_level').notNull().default(0),
  referralCode: text('referral_code').notNull().unique(),
  reagentCode: text('reagent_code'),
  shortLinkRefId: text('short_link_ref_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Staff checked who this is (POST /v1/user/verify/admin; migration 0014). */
  verified: boolean('verified').notNull().default(false),
  /** Kept out of public profiles and searches (POST /v1/user/hide; migration 0014). */
  hidden: boolean('hidden').notNull().default(false),
  /** Names, username and phone folded for search, kept by the database; trigram-indexed (migration 0014). */
  searchText: text('search_text').generatedAlwaysAs(sql`''`),
});

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

export const files = pgTable('files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** Its namespace and the one route that serves it (server/integrations/storage); null until classified. */
  kind: text('kind').$type<FileKind>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
