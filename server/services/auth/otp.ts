import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AUTH_WAIT_TEXTS, smsCodeText } from '@/lib/messages';
import { db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { newId } from '../../db/ids';
import { config } from '../../config';
import { checkLimit, hitLimits, type Limit } from '../../auth/rate-limit';
import { deviceKey, isTrusted, type Device } from '../../auth/device';
import { randomDigits, randomToken, safeEqualHex, sha256 } from '../../auth/crypto';
import { sms } from '../../integrations/sms';
import { AppError } from '../../http/errors';
import { log } from '../../log';

export const CODE_DIGITS = 5;
export const CODE_TTL_MS = 2 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;

/**
 * Sign-in limits. A request from a device that verified the phone before (its device cookie) is the
 * owner's and is counted on its own; everyone else shares the phone's "strangers" budget, which is
 * also held per address and overall. So strangers can spend the strangers' budget, never the owner's.
 */
export const AUTH_LIMITS = {
  /** Codes to one phone from strangers: per hour, per day, and per hour from any one address. */
  strangerPerPhoneHour: 5,
  strangerPerPhoneDay: 10,
  strangerPerPhoneAddressHour: 3,
  /** Codes asked for by everyone without a device cookie together, per hour (per address: SIGNIN_CODES_PER_ADDRESS_HOUR). */
  globalHour: 2000,
  /** Codes asked for by the owner's device for its phone, per hour and day (plus one a minute). */
  ownerPerHour: 5,
  ownerPerDay: 15,
  /** Wrong codes per phone a day: from strangers together, and from the owner's device. */
  wrongPerDay: 20,
  /** Code checks from one address per 10 minutes. */
  verifyPerAddress: 30,
} as const;

type OtpRow = typeof otpCodes.$inferSelect;

/*
 * A code's times are the database's: it stamps last_sent_at, and the resend wait and the 2-minute
 * validity are counted from that stamp and compared with its `now()` (docs/layout.md, Time).
 */
const inMs = (ms: number) => sql.raw(`interval '${ms} milliseconds'`);
const expiresFromNow = sql`now() + ${inMs(CODE_TTL_MS)}`;
const sentRecently = sql<boolean>`${otpCodes.lastSentAt} > now() - ${inMs(RESEND_AFTER_MS)}`;

const codeHash = (otpId: string, code: string) => sha256(`${otpId}:${code}`);
const smsWait = AUTH_WAIT_TEXTS.sms;

/** The sending limits a code request counts against, by who asks. */
function sendingLimits({ phone, ip, owner }: { phone: string; ip: string; owner: string | null }): Limit[] {
  if (owner) {
    return [
      {
        key: `sms:owner:${owner}:${phone}`,
        windowSeconds: 3600,
        max: AUTH_LIMITS.ownerPerHour,
        code: 'SMS_RATE_LIMIT',
        wait: smsWait,
      },
      {
        key: `sms:owner-day:${owner}:${phone}`,
        windowSeconds: 86_400,
        max: AUTH_LIMITS.ownerPerDay,
        code: 'SMS_RATE_LIMIT',
        wait: smsWait,
      },
    ];
  }
  // Address and overall first, so a caller refused there spends nothing of the phone's budget.
  return [
    { key: `sms:ip:${ip}`, windowSeconds: 3600, max: config().signInCodesPerAddressHour },
    { key: 'sms:all', windowSeconds: 3600, max: AUTH_LIMITS.globalHour },
    {
      key: `sms:phone-ip:${phone}:${ip}`,
      windowSeconds: 3600,
      max: AUTH_LIMITS.strangerPerPhoneAddressHour,
      code: 'SMS_RATE_LIMIT',
      wait: smsWait,
    },
    {
      key: `sms:phone:${phone}`,
      windowSeconds: 3600,
      max: AUTH_LIMITS.strangerPerPhoneHour,
      code: 'SMS_RATE_LIMIT',
      wait: smsWait,
    },
    {
      key: `sms:phone-day:${phone}`,
      windowSeconds: 86_400,
      max: AUTH_LIMITS.strangerPerPhoneDay,
      code: 'SMS_RATE_LIMIT',
      wait: smsWait,
    },
  ];
}

/** The owner's device key when `device` has verified `phone` before, else null. */
async function ownerOf(device: Device, phone: string): Promise<string | null> {
  return device.token && (await isTrusted(device, phone)) ? deviceKey(device.token) : null;
}

async function deliver(phone: string, code: string) {
  try {
    await sms().send({ to: phone, text: smsCodeText(config().productName, code), code });
  } catch (err) {
    log.error({ err }, '[sms] send failed');
    throw new AppError('SMS_FAILED');
  }
}

/**
 * Issues a new code for `phone` and sends it. Strangers wait 60 s after the last strangers' code
 * for the phone; the owner's device waits 60 s after its own. Returns the verify token the client
 * sends back with the code.
 */
export async function issueCode(opts: {
  phone: string;
  ip: string;
  device: Device;
  purpose: 'login' | 'register';
  payload?: Record<string, string | undefined>;
}): Promise<string> {
  const owner = await ownerOf(opts.device, opts.phone);
  if (owner) {
    await hitLimits([
      { key: `sms:owner-wait:${owner}`, windowSeconds: RESEND_AFTER_MS / 1000, max: 1, code: 'RESEND_TOO_SOON' },
    ]);
  } else {
    const [last] = await db()
      .select({ sentRecently })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, opts.phone),
          eq(otpCodes.trustedDevice, false),
          isNull(otpCodes.usedAt),
          gt(otpCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(otpCodes.lastSentAt))
      .limit(1);
    if (last?.sentRecently) throw new AppError('RESEND_TOO_SOON');
  }
  await hitLimits(sendingLimits({ phone: opts.phone, ip: opts.ip, owner }));

  const id = newId();
  const verifyToken = randomToken(24);
  const code = randomDigits(CODE_DIGITS);
  // A new code replaces earlier ones for this phone; a stranger's never replaces the owner's device's.
  await db()
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(otpCodes.phone, opts.phone),
        isNull(otpCodes.usedAt),
        ...(owner ? [] : [eq(otpCodes.trustedDevice, false)]),
      ),
    );
  await db()
    .insert(otpCodes)
    .values({
      id,
      verifyTokenHash: sha256(verifyToken),
      phone: opts.phone,
      codeHash: codeHash(id, code),
      purpose: opts.purpose,
      payload: opts.payload ?? {},
      expiresAt: expiresFromNow,
      trustedDevice: Boolean(owner),
    });
  try {
    await deliver(opts.phone, code);
  } catch (err) {
    // A code that never reached the phone must not block an immediate retry.
    await db().delete(otpCodes).where(eq(otpCodes.id, id));
    throw err;
  }
  return verifyToken;
}

/** The code of a verify token, with whether it was sent within the resend wait and whether it has expired. */
async function findByToken(
  verifyToken: string,
): Promise<{ row: OtpRow; sentRecently: boolean; expired: boolean } | undefined> {
  const [found] = await db()
    .select({ row: otpCodes, sentRecently, expired: sql<boolean>`${otpCodes.expiresAt} <= now()` })
    .from(otpCodes)
    .where(eq(otpCodes.verifyTokenHash, sha256(verifyToken)))
    .limit(1);
  return found;
}

/** Sends a fresh code for the same verify token, at most once a minute; the 2-minute validity restarts. */
export async function resendCode(opts: { verifyToken: string; ip: string; device: Device }): Promise<void> {
  const found = await findByToken(opts.verifyToken);
  if (!found || found.row.usedAt) throw new AppError('CODE_EXPIRED');
  if (found.sentRecently) throw new AppError('RESEND_TOO_SOON');
  const { row } = found;
  await hitLimits(sendingLimits({ phone: row.phone, ip: opts.ip, owner: await ownerOf(opts.device, row.phone) }));
  const code = randomDigits(CODE_DIGITS);
  // Conditional on the send count so two resends at once send one SMS (last_sent_at would not do: the
  // database stamps it to the microsecond and JavaScript reads it back to the millisecond).
  const updated = await db()
    .update(otpCodes)
    .set({
      codeHash: codeHash(row.id, code),
      attempts: 0,
      lastSentAt: sql`now()`,
      expiresAt: expiresFromNow,
      sentCount: sql`${otpCodes.sentCount} + 1`,
    })
    .where(and(eq(otpCodes.id, row.id), eq(otpCodes.sentCount, row.sentCount), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (!updated.length) throw new AppError('RESEND_TOO_SOON');
  try {
    await deliver(row.phone, code);
  } catch (err) {
    // Not sent: let the user ask again at once.
    await db().update(otpCodes).set({ lastSentAt: row.lastSentAt }).where(eq(otpCodes.id, row.id));
    throw err;
  }
}

/**
 * Checks `code` against the verify token: at most 5 wrong tries a code, 2 minutes, single use, and
 * at most 20 wrong codes a day per phone, counted apart for the owner's device. Returns the consumed
 * row on success.
 */
export async function consumeCode(opts: {
  verifyToken: string;
  code: string;
  ip: string;
  device: Device;
}): Promise<OtpRow> {
  const found = await findByToken(opts.verifyToken);
  const owner = found ? await ownerOf(opts.device, found.row.phone) : null;
  if (!owner) await hitLimits([{ key: `verify:ip:${opts.ip}`, windowSeconds: 600, max: AUTH_LIMITS.verifyPerAddress }]);
  if (!found || found.row.usedAt || found.expired) throw new AppError('CODE_EXPIRED');
  const { row } = found;
  const wrongToday: Limit = {
    key: owner ? `verify-wrong:owner:${owner}:${row.phone}` : `verify-wrong:phone:${row.phone}`,
    windowSeconds: 86_400,
    max: AUTH_LIMITS.wrongPerDay,
    code: 'VERIFY_DAILY_LIMIT',
    wait: AUTH_WAIT_TEXTS.verify,
  };
  await checkLimit(wrongToday);
  if (row.attempts >= MAX_WRONG_TRIES) throw new AppError('CODE_TOO_MANY_TRIES');
  if (!safeEqualHex(codeHash(row.id, opts.code), row.codeHash)) {
    await hitLimits([wrongToday]);
    const [after] = await db()
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, MAX_WRONG_TRIES)))
      .returning({ attempts: otpCodes.attempts });
    if (!after || after.attempts >= MAX_WRONG_TRIES) throw new AppError('CODE_TOO_MANY_TRIES');
    throw new AppError('CODE_WRONG');
  }
  // Marking it used is conditional, so two requests with the same right code cannot both log in.
  const [used] = await db()
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
    .returning();
  if (!used) throw new AppError('CODE_EXPIRED');
  return used;
}
