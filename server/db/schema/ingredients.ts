import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { providers } from './providers';
import { menuItems } from './menu';

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
