import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccessLevel } from '@/lib/permissions';
import type { PrivacyView, SocialMediaView } from '@/lib/content-rules';

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
  socialMedia: jsonb('social_media').$type<SocialMediaView>().notNull().default({}),
  /** What other users may see; a missing key takes its default from PRIVACY_DEFAULTS. */
  privacy: jsonb('privacy').$type<Partial<PrivacyView>>().notNull().default({}),
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
