import { useAppSelector } from '@/store';
import { useMyPlanQuery } from '@/store/api/plan';

/**
 * What the signed-in member's plan has left this month for a booking at this branch (room hours, or day
 * passes for a pool), or null when they have no active plan used here. The server checks it again under its lock.
 */
export function usePlanCredit({ providerId, pool }: { providerId: string; pool: boolean }): number | null {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const { data } = useMyPlanQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const plan = data?.plan;
  if (!plan || plan.status !== 'active') return null;
  if (plan.providerIds && !plan.providerIds.includes(providerId)) return null;
  return pool ? data.left.dayPasses : data.left.roomHours;
}
