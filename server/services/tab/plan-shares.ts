import type { TabSplitMode } from '@/lib/contracts/tab';
import { AppError } from '../../http/errors';

export interface PlannedShare {
  userId: string | null;
  amount: number;
}

/**
 * The shares of what is not yet paid (`rest`), by mode. Pure: the money rules in one place.
 *  - equal: `count` shares differing by at most one toman, the first ones for the members in join order
 *    (the rest for anyone at the table); a share of nothing is left out.
 *  - items: each person owes their own lines less what shares in their name already paid; lines without a
 *    person (staff) and any difference from the rest go to a share for anyone. Never more than the rest.
 *  - custom: the amounts given, which must add up to the rest exactly; each for a member or for anyone.
 */
export function planShares({
  mode,
  rest,
  members,
  count,
  amounts,
  owedByPerson,
}: {
  mode: TabSplitMode;
  rest: number;
  members: string[];
  count?: number;
  amounts?: { amount: number; userId?: string | null }[];
  /** items: each person's lines (null: lines without a person) less what their paid shares took. */
  owedByPerson?: Map<string | null, number>;
}): PlannedShare[] {
  if (mode === 'equal') {
    const n = Math.max(1, count ?? 1);
    const base = Math.floor(rest / n);
    const extra = rest - base * n;
    return Array.from({ length: n }, (_, i) => ({
      userId: members[i] ?? null,
      amount: base + (i < extra ? 1 : 0),
    })).filter((s) => s.amount > 0);
  }
  if (mode === 'custom') {
    const list = amounts ?? [];
    const known = new Set(members);
    if (list.some((a) => a.userId && !known.has(a.userId))) throw new AppError('TAB_NOT_MEMBER');
    if (list.reduce((n, a) => n + a.amount, 0) !== rest) throw new AppError('TAB_SPLIT_SUM');
    return list.map((a) => ({ userId: a.userId ?? null, amount: a.amount }));
  }
  const owed = [...(owedByPerson ?? new Map<string | null, number>())]
    .filter(([person, amount]) => person !== null && amount > 0)
    .map(([userId, amount]) => ({ userId, amount }));
  // More owed than is left (someone paid for another): the largest parts give way first.
  let over = owed.reduce((n, s) => n + s.amount, 0) - rest;
  for (const s of [...owed].sort((a, b) => b.amount - a.amount)) {
    if (over <= 0) break;
    const cut = Math.min(s.amount, over);
    s.amount -= cut;
    over -= cut;
  }
  const shares = owed.filter((s) => s.amount > 0);
  const anyone = rest - shares.reduce((n, s) => n + s.amount, 0);
  if (anyone > 0) shares.push({ userId: null, amount: anyone });
  return shares;
}
