import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ItemOptionGroup } from '@/lib/item-options';
import { providers } from './provider';

export const menuCategories = pgTable('menu_categories', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  kind: text('kind').$type<'cafe' | 'space'>().notNull().default('cafe'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Set when removed in the panel (migration 0010); kept for old orders, left out of every list. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

export const menuItems = pgTable('menu_items', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  categoryId: text('category_id')
    .notNull()
    .references(() => menuCategories.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover'),
  price: integer('price').notNull(),
  reductionPrice: integer('reduction_price').notNull().default(0),
  available: boolean('available').notNull().default(true),
  active: boolean('active').notNull().default(true),
  visible: boolean('visible').notNull().default(true),
  /** Units left; null means the item is not counted. */
  stock: integer('stock'),
  hasMembershipDiscount: boolean('has_membership_discount').notNull().default(false),
  kind: text('kind').$type<'cafe' | 'space'>().notNull().default('cafe'),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when removed in the panel (migration 0010); kept for old orders, left out of every list. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /** Workspace items (migration 0013): 'pool' sold by the day up to `capacity` seats, 'resource' by the hour. */
  spaceType: text('space_type').$type<'pool' | 'resource'>(),
  /** A pool's seats a day; an hourly room's seats (how many people it holds, migration 0028). */
  capacity: integer('capacity'),
  /** An hourly room's own bookable hours, whole Tehran hours inside the branch's; null = the branch's (migration 0028). */
  openingHour: integer('opening_hour'),
  closingHour: integer('closing_hour'),
  /** Sold without VAT (migration 0035). */
  vatExempt: boolean('vat_exempt').notNull().default(false),
  /** Size, milk, sugar, extra shot…: priced by the server (migration 0018). */
  optionGroups: jsonb('option_groups').$type<ItemOptionGroup[]>().notNull().default([]),
  /** A cafe drink a member plan's daily drinks cover (migration 0034). */
  planCovered: boolean('plan_covered').notNull().default(false),
});

/** Each change of an item's orderable state, written by a trigger (migration 0006). */
export const menuItemStates = pgTable('menu_item_states', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  itemId: text('item_id')
    .notNull()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  providerId: text('provider_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  active: boolean('active').notNull(),
  available: boolean('available').notNull(),
  inStock: boolean('in_stock').notNull(),
});

/** A branch's ingredient and its stock in whole units (migration 0010); low when stock <= alertAt. */
export const ingredients = pgTable(
  'ingredients',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    unit: text('unit').$type<'gram' | 'milliliter' | 'piece'>().notNull(),
    stock: integer('stock').notNull().default(0),
    alertAt: integer('alert_at').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ingredients_provider_title').on(t.providerId, t.title),
    index('ingredients_low_idx')
      .on(t.providerId)
      .where(sql`${t.stock} <= ${t.alertAt}`),
  ],
);

/** How much of an ingredient one unit of an item uses; orders take it (trigger of migration 0010). */
export const menuItemIngredients = pgTable(
  'menu_item_ingredients',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    ingredientId: text('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.ingredientId] }),
    index('menu_item_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);
