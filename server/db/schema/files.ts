import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FileKind } from '@/server/integrations/storage';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const files = pgTable('files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** Its namespace and the one route that serves it (server/integrations/storage); null until classified. */
  kind: text('kind').$type<FileKind>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The bytes of stored files under STORAGE_DRIVER=database (server/integrations/storage/database.ts). */
export const storedFiles = pgTable('stored_files', {
  /** The storage key: `{kind}/{name}`, or a bare name for files of older versions not yet classified. */
  key: text('key').primaryKey(),
  kind: text('kind').$type<FileKind>(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
