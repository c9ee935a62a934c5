/** A person's name as the screens show it; the phone's last digits when no name was given. */
export function displayName(
  u: { firstName: string | null; lastName: string | null; phone?: string | null } | undefined,
): string {
  if (!u) return 'کاربر حذف شده';
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  return u.phone ? `کاربر ${u.phone.slice(-4)}` : 'کاربر';
}
