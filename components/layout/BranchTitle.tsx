import { ADVENTURE_WORD } from '@/lib/client/site';
import { useProviderListQuery } from '@/store/api/menu';
import HeaderTitle from './HeaderTitle';

/**
 * The header's title on a page without its own: the current branch's name from the (cached) branch
 * list, else the adventure word. Loaded only when needed, since it brings the data layer with it.
 */
export default function BranchTitle({ providerId, mobile }: { providerId: string | null; mobile: boolean }) {
  const { data } = useProviderListQuery();
  const name = (providerId && data?.providers.find((p) => p._id === providerId)?.name) || ADVENTURE_WORD;
  return <HeaderTitle text={name} mobile={mobile} />;
}
