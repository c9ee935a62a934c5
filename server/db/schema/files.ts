import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
