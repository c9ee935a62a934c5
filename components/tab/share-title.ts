import type { TabShareView, TabView } from '@/lib/contracts/tab';
import { toPersianDigits } from '@/lib/digits';
import { BILL_TEXT } from './text';

/**
 * How a share is named on the bill and on the board: «سهم نگار» for a member's, «سهم ۲» (its place in the
 * split) for one anyone at the table may pay.
 */
export function shareTitle(share: TabShareView, index: number, tab: TabView): string {
  const name = share.personName ?? tab.members.find((m) => m.userId === share.userId)?.name;
  return name ? BILL_TEXT.shareOf(name) : BILL_TEXT.shareAnyone(toPersianDigits(index + 1));
}
