import { z } from 'zod';
import { ACCESS_FLAGS, type AccessFlag, type AccessLevel } from '../permissions';
import { ZId, ZPhone } from './common';

/**
 * A permission map as the flag checkboxes send it: only the flags of ACCESS_FLAGS, each on or off.
 * Unknown keys are refused rather than stored.
 */
export const ZAccessLevel = z
  .record(z.string(), z.boolean())
  .superRefine((map, ctx) => {
    for (const key of Object.keys(map)) {
      if (!(ACCESS_FLAGS as readonly string[]).includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'دسترسی انتخاب شده معتبر نیست.' });
    }
  })
  .transform((map) => map as AccessLevel);

const ZName = z.string().trim().max(40, { error: 'نام حداکثر ۴۰ حرف است.' }).optional();

/** POST /v1/admin/add: a general (chain) admin by phone with their flags. */
export const ZAdminAdd = z.object({
  phone: ZPhone,
  firstName: ZName,
  lastName: ZName,
  accessLevel: ZAccessLevel.refine((m) => Object.values(m).some(Boolean), { error: 'حداقل یک دسترسی را انتخاب کنید.' }),
});
export type AdminAddInput = z.infer<typeof ZAdminAdd>;
export const ZAdminEdit = z.object({ userId: ZId, accessLevel: ZAdminAdd.shape.accessLevel });
export type AdminEditInput = z.infer<typeof ZAdminEdit>;
export const ZAdminRemove = z.object({ userId: ZId });

/** POST /v1/provider/admin/add and /v1/provider/barista/add: staff of one branch, by phone. */
export const ZStaffAdd = z.object({
  providerId: ZId,
  phone: ZPhone,
  firstName: ZName,
  lastName: ZName,
  accessLevel: ZAccessLevel.optional(),
});
export type StaffAddInput = z.infer<typeof ZStaffAdd>;
/** A branch admin's flags (a flag left out is on, as lib/permissions reads the map); a barista's name. */
export const ZStaffEdit = z.object({
  providerId: ZId,
  userId: ZId,
  firstName: ZName,
  lastName: ZName,
  accessLevel: ZAccessLevel.optional(),
});
export type StaffEditInput = z.infer<typeof ZStaffEdit>;
export const ZStaffRemove = z.object({ providerId: ZId, userId: ZId });
export type StaffRemoveInput = z.infer<typeof ZStaffRemove>;

/** The bodies as the panel sends them (before parsing). */
export type AdminAddBody = z.input<typeof ZAdminAdd>;
export type AdminEditBody = z.input<typeof ZAdminEdit>;
export type AdminRemoveBody = z.input<typeof ZAdminRemove>;
export type StaffAddBody = z.input<typeof ZStaffAdd>;
export type StaffEditBody = z.input<typeof ZStaffEdit>;
export type StaffRemoveBody = z.input<typeof ZStaffRemove>;

export interface AdminView {
  _id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  /** The name to list: Persian when the profile has one (D29). */
  name?: string;
  userType: 'user' | 'superAdmin';
  accessLevel: AccessLevel;
}

export interface StaffView {
  _id: string;
  providerId: string;
  providerName: string;
  role: 'admin' | 'barista';
  phone: string;
  firstName: string | null;
  lastName: string | null;
  accessLevel: AccessLevel;
  createdAt: string;
}

/** The flags a branch admin holds: every flag unless switched off (lib/permissions). */
export function providerAdminFlags(level: AccessLevel): AccessFlag[] {
  return ACCESS_FLAGS.filter((f) => level[f] !== false);
}

export interface AdminListView {
  admins: AdminView[];
  total: number;
}
