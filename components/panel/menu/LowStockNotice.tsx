import Link from 'next/link';
import { toPersianDigits } from '@/lib/digits';
import { MENU_TEXT } from '@/lib/messages/menu';
import { useIngredientsQuery } from '@/store/api/menu';
import alert from '@/components/ui/Alert.module.css';

/** The branch's low-stock alert: how many ingredients are at or under their threshold, linking to them. */
export default function LowStockNotice({ providerId, link = true }: { providerId: string; link?: boolean }) {
  const { data } = useIngredientsQuery({ providerId, page: 1, low: true });
  if (!data?.lowCount) return null;
  return (
    <div className={alert.alert} role="status" data-testid="low-stock">
      {MENU_TEXT.lowStock(toPersianDigits(data.lowCount))}{' '}
      {link && <Link href={`/panel/${encodeURIComponent(providerId)}/ingredients?low=1`}>مشاهده مواد اولیه</Link>}
    </div>
  );
}
