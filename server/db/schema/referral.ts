import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './order';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const referralPolicies = pgTable('referral_policies', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  inviterReward: integer('inviter_reward').notNull(),
  inviteeReward: integer('invitee_reward').notNull().default(0),
  minOrderPrice: integer('min_order_price').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const referralRewards = pgTable('referral_rewards', {
  inviteeId: text('invitee_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inviterId: text('inviter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  policyId: text('policy_id').references(() => referralPolicies.id, { onDelete: 'set null' }),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
  inviterAmount: integer('inviter_amount').notNull().default(0),
  inviteeAmount: integer('invitee_amount').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});
