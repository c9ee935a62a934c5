import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './provider';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A member plan on sale (migration 0034): monthly room hours and day passes, daily covered drinks. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  months: integer('months').notNull(),
  roomHours: integer('room_hours').notNull().default(0),
  dayPasses: integer('day_passes').notNull().default(0),
  drinksPerDay: integer('drinks_per_day').notNull().default(0),
  /** The branches it is used at; null: every branch of the chain. */
  providerIds: text('provider_ids').array(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type MemberPlanStatus = 'awaitingPayment' | 'active' | 'canceled';

/** A member's plan, its credits copied when bought; it runs from `startsAt` to `endsAt` (Jalali months, Tehran). */
export const memberPlans = pgTable('member_plans', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  title: text('title').notNull(),
  price: integer('price').notNull(),
  months: integer('months').notNull(),
  roomHours: integer('room_hours').notNull(),
  dayPasses: integer('day_passes').notNull(),
  drinksPerDay: integer('drinks_per_day').notNull(),
  providerIds: text('provider_ids').array(),
  paymentBy: text('payment_by').$type<'wallet' | 'bank'>().notNull(),
  status: text('status').$type<MemberPlanStatus>().notNull(),
  clientKey: text('client_key'),
  /** The sale's VAT in toman (migration 0036); charged on top of `price` when the plan's mode adds VAT. */
  vat: integer('vat').notNull().default(0),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type PlanCreditKind = 'room_hours' | 'day_passes' | 'drinks';

/** One spending of a member's credits, against an order; `period` is the plan month's first day or the drink's day. */
export const planCreditUses = pgTable('plan_credit_uses', {
  id: text('id').primaryKey(),
  memberPlanId: text('member_plan_id')
    .notNull()
    .references(() => memberPlans.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<PlanCreditKind>().notNull(),
  amount: integer('amount').notNull(),
  period: date('period').notNull(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id),
  refId: text('ref_id').notNull(),
  released: boolean('released').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});
