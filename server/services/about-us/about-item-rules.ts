import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ABOUT_FIELDS, ABOUT_KEYS, type AboutSection } from '@/lib/contracts/about-us';
import { ZId } from '@/lib/contracts/common';
import { db } from '../../db/client';
import { aboutUsItems, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { badInput } from './about-view';

export function parseFields<K extends AboutSection>({ section, data }: { section: K; data: unknown }) {
  const parsed = ABOUT_FIELDS[section].safeParse(data);
  if (!parsed.success) badInput(parsed.error);
  return parsed.data as Record<string, unknown>;
}

export async function keyOf({ section, body }: { section: AboutSection; body: Record<string, unknown> }) {
  const { key, by } = ABOUT_KEYS[section];
  const raw = body[key] ?? body._id;
  if (by === 'index') {
    const n = z.coerce.number().int().min(0).safeParse(raw);
    if (!n.success) badInput(n.error);
    return and(eq(aboutUsItems.section, section), eq(aboutUsItems.idx, n.data));
  }
  const id = ZId.safeParse(raw);
  if (!id.success) badInput(id.error);
  if (by === 'userId')
    return and(
      eq(aboutUsItems.section, section),
      or(sql`${aboutUsItems.data}->>'userId' = ${id.data}`, eq(aboutUsItems.id, id.data)),
    );
  return and(eq(aboutUsItems.section, section), eq(aboutUsItems.id, id.data));
}

export async function checkColleague({ userId, exceptId }: { userId: string; exceptId?: string }) {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('USER_NOT_FOUND');
  const [dup] = await db()
    .select({ id: aboutUsItems.id })
    .from(aboutUsItems)
    .where(and(eq(aboutUsItems.section, 'colleagues'), sql`${aboutUsItems.data}->>'userId' = ${userId}`))
    .limit(1);
  if (dup && dup.id !== exceptId) throw new AppError('ABOUT_COLLEAGUE_EXISTS');
}
