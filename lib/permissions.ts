/**
 * The one list of permission flags (accessLevel keys) used by the server guard and the screens.
 * A super admin passes every check; other users pass when their accessLevel map has the flag;
 * provider staff have a per-provider map (admins) or the fixed barista set.
 */
export const ACCESS_FLAGS = [
  'orders',
  'menu',
  'users',
  'wallet',
  'vouchers',
  'bundles',
  'providers',
  'admins',
  'support',
  'blog',
  'faq',
  'aboutUs',
  'tags',
  'stats',
  'shortLinks',
  'referral',
  'shifts',
  'paymentMethods',
  'bankAccounts',
  /** Marking a branch's items available or sold out (baristas have it at their branch). */
  'itemStatus',
  /** Events and the academy: events, tickets at the door, teachers, certificates, reports (issue 26). */
  'events',
] as const;

export type AccessFlag = (typeof ACCESS_FLAGS)[number];
export type AccessLevel = Partial<Record<AccessFlag, boolean>>;

export type StaffRole = 'admin' | 'barista';

export interface StaffMembership {
  providerId: string;
  role: StaffRole;
  accessLevel: AccessLevel;
}

export interface PermissionSubject {
  userType: 'user' | 'superAdmin';
  accessLevel: AccessLevel;
  staff: StaffMembership[];
}

/**
 * The flags that act at one branch (checked with that branch's id: its board, menu, vouchers,
 * bundles, on-call support, settings, payment methods, staff, shifts and stats). The others act
 * chain-wide only, so a branch admin's form offers just these (issue 21 D15).
 */
export const BRANCH_FLAGS: readonly AccessFlag[] = [
  'orders',
  'menu',
  'itemStatus',
  'vouchers',
  'bundles',
  'support',
  'providers',
  'paymentMethods',
  'admins',
  'shifts',
  'stats',
  'events',
];

/** What a barista may do at their branch, whatever their map says. */
export const BARISTA_FLAGS: readonly AccessFlag[] = ['orders', 'shifts', 'itemStatus'];

/** Every flag is granted to a provider admin unless their map turns it off explicitly. */
function providerAdminHas(m: StaffMembership, flag: AccessFlag): boolean {
  return m.accessLevel[flag] !== false;
}

/**
 * Whether `subject` may use `flag`, globally or, with `providerId`, at that provider.
 */
export function can(subject: PermissionSubject | null | undefined, flag: AccessFlag, providerId?: string): boolean {
  if (!subject) return false;
  if (subject.userType === 'superAdmin') return true;
  if (subject.accessLevel[flag] === true) return true;
  if (!providerId) return false;
  const membership = subject.staff.find((m) => m.providerId === providerId);
  if (!membership) return false;
  if (membership.role === 'admin') return providerAdminHas(membership, flag);
  return BARISTA_FLAGS.includes(flag);
}

/**
 * Whether `subject` could hold `flag` anywhere: globally, or at one of the branches they staff. The
 * coarse check route() makes before it reads a staff route's input, so a caller who could not be
 * allowed at any branch is refused (401/403) without learning the body's rules; the branch the input
 * names is checked with `can` after parsing.
 */
export function canSomewhere(subject: PermissionSubject | null | undefined, flag: AccessFlag): boolean {
  if (!subject) return false;
  if (can(subject, flag)) return true;
  return subject.staff.some((m) => can(subject, flag, m.providerId));
}

/** Providers whose panel this subject may open (super admins: all, marked by null). */
export function panelProviders(subject: PermissionSubject | null | undefined): string[] | null {
  if (!subject) return [];
  if (subject.userType === 'superAdmin' || subject.accessLevel.providers) return null;
  return subject.staff.map((m) => m.providerId);
}

/** The rights an account holds: super admin, chain-wide flags, and its role at each branch. */
export interface HeldRights {
  userType?: 'user' | 'superAdmin';
  accessLevel?: AccessLevel | null;
  staff?: readonly StaffMembership[];
}

/** Whether an account holds chain-level rights: super admin or any chain-wide flag. */
export function holdsChainRights(target: HeldRights): boolean {
  return target.userType === 'superAdmin' || ACCESS_FLAGS.some((f) => target.accessLevel?.[f] === true);
}

/** Whether an account holds any staff or admin right (chain-wide, or admin or barista of any branch). */
export function holdsStaffRights(target: HeldRights): boolean {
  return holdsChainRights(target) || (target.staff?.length ?? 0) > 0;
}

/**
 * Whether `actor` holds every right `target` holds (a super admin holds all; only a super admin
 * covers a super admin): each chain-wide flag chain-wide, and at each branch every flag the target
 * has there. The one rule for removing an admin and for changing the phone, names or activation of
 * a staff account; pass only the rights the action touches.
 */
export function holdsEveryRightOf(actor: PermissionSubject, target: HeldRights): boolean {
  if (actor.userType === 'superAdmin') return true;
  if (target.userType === 'superAdmin') return false;
  if (ACCESS_FLAGS.some((f) => target.accessLevel?.[f] === true && !can(actor, f))) return false;
  for (const m of target.staff ?? []) {
    const flags = m.role === 'admin' ? ACCESS_FLAGS.filter((f) => providerAdminHas(m, f)) : BARISTA_FLAGS;
    if (flags.some((f) => !can(actor, f, m.providerId))) return false;
  }
  return true;
}
