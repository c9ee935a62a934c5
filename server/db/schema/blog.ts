import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BlogBodyPart } from '@/lib/contracts/blog';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const blogCategories = pgTable('blog_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const blogPosts = pgTable('blog_posts', {
  id: text('id').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => blogCategories.id),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Stored image name of the cover, served by /v1/getphoto/blog/{name}. */
  cover: text('cover'),
  /** Ordered body parts; text parts hold HTML sanitised on the way in. */
  body: jsonb('body').$type<BlogBodyPart[]>().notNull().default([]),
  active: boolean('active').notNull().default(false),
  likeNum: integer('like_num').notNull().default(0),
  /** When the post was first activated (community posts wait for staff approval). */
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: text('blog_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId] })],
);

export const blogBookmarks = pgTable('blog_bookmarks', {
  id: text('id').primaryKey(),
  blogId: text('blog_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
