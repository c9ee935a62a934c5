import type { SocialKey, SocialMediaView } from '@/lib/content-rules';

export const SOCIAL_LABELS: Record<SocialKey, string> = {
  instagram: 'اینستاگرام',
  telegram: 'تلگرام',
  linkedin: 'لینکدین',
  x: 'ایکس',
  website: 'وب‌سایت',
};

/** The address of a stored handle (handles are checked on the server, so they are plain names). */
export function socialHref(key: SocialKey, value: string): string {
  switch (key) {
    case 'instagram':
      return `https://instagram.com/${encodeURIComponent(value)}`;
    case 'telegram':
      return `https://t.me/${encodeURIComponent(value)}`;
    case 'linkedin':
      return `https://www.linkedin.com/in/${encodeURIComponent(value)}`;
    case 'x':
      return `https://x.com/${encodeURIComponent(value)}`;
    case 'website':
      return value;
  }
}

export const socialEntries = (s: SocialMediaView | undefined) =>
  Object.entries(s ?? {}).filter(([, v]) => Boolean(v)) as [SocialKey, string][];

export const GENDER_LABELS: Record<string, string> = { male: 'مرد', female: 'زن', other: 'سایر' };
