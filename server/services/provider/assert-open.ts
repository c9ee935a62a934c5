import { hoursText, isOpenAt } from '@/lib/opening-hours';
import { ERRORS } from '@/lib/messages';
import { clockNow } from '../../clock';
import { AppError } from '../../http/errors';

/**
 * Refuses what a branch can only take while it is open (an order; a reservation's start) outside its
 * opening hours, in Tehran time, with the hours in the message. Hours that are not 'HH:MM' are not
 * known and refuse nothing.
 */
export function assertOpen({
  provider,
  at = clockNow(),
}: {
  provider: { openingTime: string; closingTime: string };
  at?: Date;
}): void {
  if (isOpenAt(provider.openingTime, provider.closingTime, at) !== false) return;
  throw new AppError('PROVIDER_CLOSED', {
    fa: `${ERRORS.PROVIDER_CLOSED.fa} ساعت کاری: ${hoursText(provider.openingTime, provider.closingTime)}`,
  });
}
