import type { EventStatus } from '@/lib/contracts/academy';

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'پیش‌نویس',
  published: 'منتشر شده',
  canceled: 'لغو شده',
};
