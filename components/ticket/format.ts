import { useEffect, useState } from 'react';
import { toPersianDigits } from '@/lib/digits';

const API_BASE = process.env.NEXT_PUBLIC_API_BASE || '/api';

/** Where the browser reads a ticket attachment (the server checks who may see it). */
export function attachmentUrl(fileName: string, download = false): string {
  return `${API_BASE}/v1/ticket/attachment/${encodeURIComponent(fileName)}${download ? '?download=1' : ''}`;
}

export const isImage = (contentType: string) => contentType.startsWith('image/');

/** '۳۴۰ کیلوبایت', '۱٫۲ مگابایت'. */
export function fileSizeFa(bytes: number): string {
  if (bytes < 1024 * 1024) return `${toPersianDigits(Math.max(1, Math.round(bytes / 1024)))} کیلوبایت`;
  return `${toPersianDigits((bytes / (1024 * 1024)).toFixed(1)).replace('.', '٫')} مگابایت`;
}

/** '۴۵ دقیقه', '۲ ساعت و ۱۵ دقیقه', '۳ روز و ۴ ساعت'. */
export function durationFa(totalMinutes: number): string {
  const m = Math.max(0, Math.round(totalMinutes));
  if (m < 60) return `${toPersianDigits(m)} دقیقه`;
  const hours = Math.floor(m / 60);
  const minutes = m % 60;
  if (hours < 24)
    return minutes
      ? `${toPersianDigits(hours)} ساعت و ${toPersianDigits(minutes)} دقیقه`
      : `${toPersianDigits(hours)} ساعت`;
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours
    ? `${toPersianDigits(days)} روز و ${toPersianDigits(restHours)} ساعت`
    : `${toPersianDigits(days)} روز`;
}

/** Time left to (or past) the first-answer target: '۳ ساعت مانده' or '۲۰ دقیقه گذشته'. */
export function dueText(dueAt: string, now: number): { text: string; late: boolean } {
  const diff = (new Date(dueAt).getTime() - now) / 60_000;
  return diff >= 0
    ? { text: `${durationFa(diff)} مانده`, late: false }
    : { text: `${durationFa(-diff)} گذشته`, late: true };
}

/** The current time, refreshed every `everyMs` so countdowns move. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/** '#۱۰۲۴' */
export const ticketNumberFa = (n: number) => `#${toPersianDigits(n)}`;

/** The customer support pages' header title. */
export const SUPPORT_TITLE = 'پشتیبانی';
