import { can, type PermissionSubject } from '@/lib/permissions';

/**
 * Whether a user is staff of any kind: super admin, a general admin flag, or a branch admin/barista.
 * The panel's guard and the header's «پنل» link use this one rule.
 */
export function isStaffMember(user: PermissionSubject | null | undefined): boolean {
  if (!user) return false;
  if (user.userType === 'superAdmin') return true;
  if (user.staff.length > 0) return true;
  return Object.values(user.accessLevel ?? {}).some(Boolean);
}

export interface StaffLink {
  href: string;
  label: string;
  /** data-testid of the link, for the stories. */
  testId: string;
}

export const PANEL_LINK: StaffLink = { href: '/panel', label: 'پنل', testId: 'header-panel' };
export const TICKET_DESK_LINK: StaffLink = {
  href: '/panel/ticket',
  label: 'میز پشتیبانی',
  testId: 'header-ticket-desk',
};

/**
 * The ways into the panel the header and the home's slide menu give a signed-in user (issue 21 D01,
 * D02): «پنل» (the panel hub) for anyone with a staff role, «میز پشتیبانی» for anyone with the support
 * flag; nothing for a customer. Kept apart from lib/panel-nav.ts so every page's header stays small.
 */
export function staffLinks(user: PermissionSubject | null | undefined): StaffLink[] {
  if (!isStaffMember(user)) return [];
  return can(user, 'support') ? [PANEL_LINK, TICKET_DESK_LINK] : [PANEL_LINK];
}
