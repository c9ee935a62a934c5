import { eq } from 'drizzle-orm';
import type { AdminUserView, UserAddInput, UserEditInput } from '@/lib/contracts/users';
import { phoneChangedSmsText } from '@/lib/messages/users';
import { holdsEveryRightOf, holdsStaffRights, type HeldRights } from '@/lib/permissions';
import { forgetPhoneDevices } from '../../auth/device';
import { revokeUserSessions, type SessionUser } from '../../auth/session';
import { config } from '../../config';
import { db, type DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { providerStaff, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sms } from '../../integrations/sms';
import { newReferralCode } from '../auth/login';
import { toAdminViews, userColumns, type UserRecord } from './view';

async function findUser(userId: string, tx: DbOrTx = db()): Promise<UserRecord> {
  const [u] = await tx.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('ADMIN_USER_NOT_FOUND');
  return u;
}

async function viewOf(userId: string, tx: DbOrTx = db()): Promise<AdminUserView> {
  return (await toAdminViews([await findUser(userId, tx)], tx))[0];
}

/** Only a super admin changes a super admin's account. */
function guardTarget(actor: SessionUser, target: UserRecord) {
  if (target.userType === 'superAdmin' && actor.userType !== 'superAdmin')
    throw new AppError('USER_SUPER_ADMIN_PROTECTED');
}

/**
 * An account holding staff or admin rights (chain-wide flags, or admin or barista of any branch) is
 * changed only by someone holding every one of those rights (a super admin holds all), the rule
 * removing an admin follows: else a lesser admin could move a fuller one's phone to their own and
 * sign in as them (issue 22, H1).
 */
async function guardRights(actor: SessionUser, target: UserRecord, tx: DbOrTx) {
  guardTarget(actor, target);
  const staff = await tx
    .select({ providerId: providerStaff.providerId, role: providerStaff.role, accessLevel: providerStaff.accessLevel })
    .from(providerStaff)
    .where(eq(providerStaff.userId, target.id));
  const rights: HeldRights = { userType: target.userType, accessLevel: target.accessLevel, staff };
  if (holdsStaffRights(rights) && !holdsEveryRightOf(actor, rights)) throw new AppError('USER_RIGHTS_PROTECTED');
}

/** Texts the number an account left; a failed SMS is logged (without the phone) and undoes nothing. */
async function tellOldPhone(oldPhone: string) {
  try {
    await sms().send({ to: oldPhone, text: phoneChangedSmsText(config().productName) });
  } catch (err) {
    console.error('[users] phone-change SMS failed', (err as Error).message);
  }
}

const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

async function phoneTaken(phone: string, exceptId: string | null, tx: DbOrTx): Promise<boolean> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return Boolean(u && u.id !== exceptId);
}

/** GET /v1/user/{id}: one user as head-office staff see them. */
export async function getAdminUser(userId: string): Promise<{ user: AdminUserView }> {
  return { user: await viewOf(userId) };
}

/**
 * POST /v1/user/add: registers a phone (e.g. a customer at the counter) with optional names; the
 * person signs in later with an SMS code like everyone else. 409 when the phone has an account.
 */
export async function addUser(input: UserAddInput, tx: DbOrTx = db()): Promise<{ user: AdminUserView }> {
  if (await phoneTaken(input.phone, null, tx)) throw new AppError('USER_PHONE_TAKEN');
  const id = newId();
  await tx.insert(users).values({
    id,
    phone: input.phone,
    firstName: orNull(input.firstName) ?? null,
    lastName: orNull(input.lastName) ?? null,
    firstNameFa: orNull(input.firstNameFa) ?? null,
    lastNameFa: orNull(input.lastNameFa) ?? null,
    email: orNull(input.email) ?? null,
    gender: input.gender ?? null,
    referralCode: newReferralCode(),
  });
  return { user: await viewOf(id, tx) };
}

/**
 * POST /v1/user/edit: changes the given fields; an empty text clears a name or the email. A staff
 * account needs every right it holds (guardRights). A new phone signs the account out everywhere,
 * forgets the devices that verified the old number, and texts the old number.
 */
export async function editUser(actor: SessionUser, input: UserEditInput): Promise<{ user: AdminUserView }> {
  let oldPhone: string | null = null;
  const result = await db().transaction(async (tx) => {
    const [target] = await tx.select(userColumns).from(users).where(eq(users.id, input.userId)).for('update').limit(1);
    if (!target) throw new AppError('ADMIN_USER_NOT_FOUND');
    await guardRights(actor, target, tx);
    const phoneChanges = Boolean(input.phone && input.phone !== target.phone);
    if (phoneChanges && (await phoneTaken(input.phone!, target.id, tx))) throw new AppError('USER_PHONE_TAKEN');
    const patch: Partial<typeof users.$inferInsert> = {
      phone: input.phone || undefined,
      firstName: orNull(input.firstName),
      lastName: orNull(input.lastName),
      firstNameFa: orNull(input.firstNameFa),
      lastNameFa: orNull(input.lastNameFa),
      email: orNull(input.email),
      gender: input.gender === undefined ? undefined : input.gender,
    };
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await tx
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    if (phoneChanges) {
      await revokeUserSessions(target.id, tx);
      await forgetPhoneDevices(target.phone, tx);
      oldPhone = target.phone;
    }
    return { user: await viewOf(target.id, tx) };
  });
  if (oldPhone) await tellOldPhone(oldPhone);
  return result;
}

type Flag = 'active' | 'verified' | 'hidden';

/**
 * POST /v1/user/change/active, /verify/admin, /hide: turns one of the account's switches. A
 * deactivated user's sessions stop working at once (the session lookup checks `active`); nobody
 * deactivates themselves, and a staff account's activation needs every right it holds (guardRights).
 */
export async function setUserFlag(
  actor: SessionUser,
  userId: string,
  flag: Flag,
  value: boolean,
): Promise<{ user: AdminUserView }> {
  const target = await findUser(userId);
  if (flag === 'active') await guardRights(actor, target, db());
  else guardTarget(actor, target);
  if (flag === 'active' && !value && target.id === actor.id) throw new AppError('USER_SELF_DEACTIVATE');
  await db()
    .update(users)
    .set({ [flag]: value, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { user: await viewOf(userId) };
}
