import { count, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AdminProfileView, ProfileListPage, TUserListFilter, UserListPage } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { userOrder, userWhere } from './filter';
import { toAdminViews, userColumns } from './view';

type Paging = { page: number; size: number };

/** GET /v1/user/list/{page}-20: every user, searched and filtered, newest first unless sorted otherwise. */
export async function listUsers(filter: TUserListFilter, paging: Paging): Promise<UserListPage> {
  const where = userWhere(filter);
  const { offset, limit } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db().select(userColumns).from(users).where(where).orderBy(...userOrder(filter.sort)).limit(limit).offset(offset),
    db().select({ total: count() }).from(users).where(where),
  ]);
  return { users: await toAdminViews(rows), total: Number(total) };
}

/**
 * GET /v1/user/profiles/list/{page}-20: users who completed their profile (a first name), with their
 * bio and how many people they invited.
 */
export async function listProfiles(filter: TUserListFilter, paging: Paging): Promise<ProfileListPage> {
  const where = userWhere(filter, isNotNull(users.firstName));
  const { offset, limit } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db().select(userColumns).from(users).where(where).orderBy(...userOrder(filter.sort)).limit(limit).offset(offset),
    db().select({ total: count() }).from(users).where(where),
  ]);
  const views = await toAdminViews(rows);
  const codes = rows.map((r) => r.referralCode);
  const invited = codes.length
    ? await db().select({ code: users.reagentCode, n: sql<number>`count(*)::int` }).from(users).where(inArray(users.reagentCode, codes)).groupBy(users.reagentCode)
    : [];
  const byCode = new Map(invited.map((i) => [i.code, Number(i.n)]));
  const profiles: AdminProfileView[] = views.map((v, i) => ({ ...v, bio: rows[i].bio, invitedCount: byCode.get(rows[i].referralCode) ?? 0 }));
  return { users: profiles, total: Number(total) };
}

/** How many users the filter matches (the Excel export names it before streaming). */
export async function countUsers(filter: TUserListFilter): Promise<number> {
  const [{ total }] = await db().select({ total: count() }).from(users).where(userWhere(filter));
  return Number(total);
}
