import type { NextApiRequest, NextApiResponse } from 'next';
import { and, eq, gt } from 'drizzle-orm';
import { db, type DbOrTx } from '../db/client';
import { trustedDevices } from '../db/schema';
import { config } from '../config';
import { clockNow } from '../clock';
import { appendSetCookie } from '../http/cookies';
import { randomToken, sha256 } from './crypto';

/**
 * The sign-in device cookie: random, HttpOnly, set when a phone is verified. A request that carries
 * it for a phone it verified before is the phone's owner as far as sign-in limits go: its code
 * requests and wrong tries are counted apart from everyone else's, so strangers cannot spend them.
 */
export const DEVICE_COOKIE = 'hk_device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface Device {
  /** The raw cookie value, or null when the request carries none. */
  token: string | null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/** The device cookie of a request (only a well-formed one); from Next's parsed cookies, else the raw header (in-process test calls). */
export function readDevice(req: Pick<NextApiRequest, 'headers' | 'cookies'>): Device {
  const raw = req.cookies?.[DEVICE_COOKIE] ?? cookieValue(req.headers.cookie, DEVICE_COOKIE);
  return { token: raw && /^[\w-]{32,64}$/.test(raw) ? raw : null };
}

/** A short, non-secret name of a device for rate-limit keys. */
export const deviceKey = (token: string) => sha256(`device:${token}`).slice(0, 32);

/** Whether this device has verified `phone` within the cookie's lifetime (each sign-in renews it). */
export async function isTrusted(device: Device, phone: string, tx: DbOrTx = db()): Promise<boolean> {
  if (!device.token) return false;
  const [row] = await tx
    .select({ phone: trustedDevices.phone })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256(device.token)),
        eq(trustedDevices.phone, phone),
        gt(trustedDevices.lastUsedAt, new Date(clockNow().getTime() - DEVICE_MAX_AGE_SECONDS * 1000)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Records that this device verified `phone`; returns the cookie value to (re)set (a new one when it had none). */
export async function trustDevice(device: Device, phone: string, tx: DbOrTx = db()): Promise<string> {
  const token = device.token ?? randomToken(32);
  await tx
    .insert(trustedDevices)
    .values({ tokenHash: sha256(token), phone })
    .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.phone], set: { lastUsedAt: clockNow() } });
  return token;
}

export function setDeviceCookie(res: NextApiResponse, token: string): void {
  const secure = config().publicBaseUrl.startsWith('https://') ? '; Secure' : '';
  appendSetCookie(
    res,
    `${DEVICE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_MAX_AGE_SECONDS}${secure}`,
  );
}

/** Forgets every device that verified `phone` (the number left its account: those devices are no longer its owner's). */
export async function forgetPhoneDevices(phone: string, tx: DbOrTx = db()): Promise<void> {
  await tx.delete(trustedDevices).where(eq(trustedDevices.phone, phone));
}
