import { asc, eq, inArray, max } from 'drizzle-orm';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { TProviderAdd, TProviderEdit } from '@/lib/contracts/provider';
import { panelProviders, type PermissionSubject } from '@/lib/permissions';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { invalidateMenuCache } from '../menu/menu-cache';
import { invalidateProviderCache, publishProviderChange } from './provider-cache';
import { toProviderView } from './provider-view';
import { refuseStaffPhones } from './public-phones';

type ProviderFields = Omit<TProviderEdit, 'providerId'>;

function columns(f: ProviderFields) {
  return {
    name: f.name,
    address: f.address,
    displayType: f.displayType,
    staticPhone: f.staticPhone,
    phone: f.phone,
    email: f.email,
    openingTime: f.openingTime,
    closingTime: f.closingTime,
    lat: f.lat,
    lng: f.lng,
    paymentTypes: f.paymentTypes,
    hasRules: f.hasRules,
    // The rules text is kept when the switch is turned off, so turning it back on restores it.
    rules: f.rules,
    // Left out by a client that does not send them: the branch keeps its delivery terms.
    ...(f.deliveryFee === undefined ? {} : { deliveryFee: f.deliveryFee }),
    ...(f.deliveryMinOrder === undefined ? {} : { deliveryMinOrder: f.deliveryMinOrder }),
  };
}

/** This instance forgets the branch at once; other instances hear the NOTIFY sent in the transaction. */
function forget(providerId: string) {
  invalidateProviderCache();
  invalidateMenuCache(providerId);
}

/** POST /v1/provider/edit: a branch's details (name, address, phones, hours, location, payment types, rules). */
export async function editProvider(input: TProviderEdit): Promise<{ provider: ProviderView }> {
  const { providerId, ...fields } = input;
  const row = await db().transaction(async (tx) => {
    await refuseStaffPhones(tx, fields);
    const [updated] = await tx.update(providers).set(columns(fields)).where(eq(providers.id, providerId)).returning();
    if (!updated) throw new AppError('PROVIDER_NOT_FOUND');
    await publishProviderChange(tx, providerId);
    return updated;
  });
  forget(providerId);
  return { provider: toProviderView(row) };
}

/** POST /v1/provider/add: a new branch, active, listed after the others. */
export async function addProvider(input: TProviderAdd): Promise<{ provider: ProviderView }> {
  const { branch, ...fields } = input;
  const id = newId();
  const row = await db().transaction(async (tx) => {
    await refuseStaffPhones(tx, fields);
    if (branch) {
      const [taken] = await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.branch, branch))
        .limit(1);
      if (taken) throw new AppError('PROVIDER_BRANCH_TAKEN');
    }
    const [last] = await tx.select({ sort: max(providers.sort) }).from(providers);
    const [inserted] = await tx
      .insert(providers)
      .values({ id, branch: branch || id, sort: (last?.sort ?? -1) + 1, active: true, ...columns(fields) })
      .returning();
    await publishProviderChange(tx, id);
    return inserted;
  });
  forget(id);
  return { provider: toProviderView(row) };
}

/**
 * POST /v1/provider/change/activation: switches a branch on or off (or to `active`). A switched-off
 * branch leaves the public list, its menu and its QR codes; staff and order history still reach it.
 */
export async function changeProviderActivation(input: {
  providerId: string;
  active?: boolean;
}): Promise<{ provider: ProviderView }> {
  const row = await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ active: providers.active })
      .from(providers)
      .where(eq(providers.id, input.providerId))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('PROVIDER_NOT_FOUND');
    const active = input.active ?? !current.active;
    const [updated] = await tx.update(providers).set({ active }).where(eq(providers.id, input.providerId)).returning();
    await publishProviderChange(tx, input.providerId);
    return updated;
  });
  forget(input.providerId);
  return { provider: toProviderView(row) };
}

/** GET /v1/provider/panel/list: the branches whose panel this user may open, switched off ones too. */
export async function panelProviderList(
  user: PermissionSubject,
): Promise<{ providers: ProviderView[]; total: number }> {
  const allowed = panelProviders(user);
  if (allowed !== null && allowed.length === 0) throw new AppError('FORBIDDEN');
  const query = db().select().from(providers);
  const rows = await (allowed === null ? query : query.where(inArray(providers.id, allowed))).orderBy(
    asc(providers.sort),
    asc(providers.name),
  );
  return { providers: rows.map(toProviderView), total: rows.length };
}
