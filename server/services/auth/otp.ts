import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { smsCodeText } from '@/lib/messages';
import { db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { newId } from '../../db/ids';
import { config } from '../../config';
import { hitLimits } from '../../auth/rate-limit';
import { randomDigits, randomToken, safeEqualHex, sha256 } from '../../auth/crypto';
import { sms } from '../../integrations/sms';
import { AppError } from '../../http/errors';

export const CODE_DIGITS = 5;
export const CODE_TTL_MS = 2 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;

type OtpRow = typeof otpCodes.$inferSelect;

const codeHash = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

/** Per-phone and per-IP ceilings for sending codes (a resend counts too). */
async function limitSending(phone: string, ip: string) {
  await hitLimits([
    { key: `sms:phone:${phone}`, windowSeconds: 3600, max: 5, code: 'SMS_RATE_LIMIT' },
    { key: `sms:ip:${ip}`, windowSeconds: 3600, max: 20 },
  ]);
}

async function deliver(phone: string, code: string) {
  try {
    await sms().send({ to: phone, text: smsCodeText(config().productName, code), code });
  } catch (err) {
    console.error('[sms] send failed:', (err as Error).message);
    throw new AppError('SMS_FAILED');
  }
}

/**
 * Issues a new code for `phone` and sends it. Refused inside 60 s of the last code for the phone.
 * Returns the verify token the client sends back with the code.
 */
export async function issueCode(opts: { phone: string; ip: string; purpose: 'login' | 'register'; payload?: Record<string, string | undefined> }): Promise<string> {
  const [last] = await db()
    .select({ lastSentAt: otpCodes.lastSentAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, opts.phone), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, new Date())))
    .orderBy(desc(otpCodes.lastSentAt))
    .limit(1);
  if (last && Date.now() - last.lastSentAt.getTime() < RESEND_AFTER_MS) throw new AppError('RESEND_TOO_SOON');
  await limitSending(opts.phone, opts.ip);

  const id = newId();
  const verifyToken = randomToken(24);
  const code = randomDigits(CODE_DIGITS);
  // A new code replaces any earlier one for this phone.
  await db().update(otpCodes).set({ usedAt: new Date() }).where(and(eq(otpCodes.phone, opts.phone), isNull(otpCodes.usedAt)));
  await db().insert(otpCodes).values({
    id,
    verifyTokenHash: sha256(verifyToken),
    phone: opts.phone,
    codeHash: codeHash(id, code),
    purpose: opts.purpose,
    payload: opts.payload ?? {},
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
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

async function findByToken(verifyToken: string): Promise<OtpRow | undefined> {
  const [row] = await db().select().from(otpCodes).where(eq(otpCodes.verifyTokenHash, sha256(verifyToken))).limit(1);
  return row;
}

/** Sends a fresh code for the same verify token, at most once a minute; the 2-minute validity restarts. */
export async function resendCode(opts: { verifyToken: string; ip: string }): Promise<void> {
  const row = await findByToken(opts.verifyToken);
  if (!row || row.usedAt) throw new AppError('CODE_EXPIRED');
  if (Date.now() - row.lastSentAt.getTime() < RESEND_AFTER_MS) throw new AppError('RESEND_TOO_SOON');
  await limitSending(row.phone, opts.ip);
  const code = randomDigits(CODE_DIGITS);
  const now = new Date();
  // Conditional on last_sent_at so two resends at once send one SMS.
  const updated = await db()
    .update(otpCodes)
    .set({ codeHash: codeHash(row.id, code), attempts: 0, lastSentAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS), sentCount: sql`${otpCodes.sentCount} + 1` })
    .where(and(eq(otpCodes.id, row.id), eq(otpCodes.lastSentAt, row.lastSentAt), isNull(otpCodes.usedAt)))
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
 * Checks `code` against the verify token: at most 5 wrong tries, 2 minutes, single use.
 * Returns the consumed row on success.
 */
export async function consumeCode(opts: { verifyToken: string; code: string; ip: string }): Promise<OtpRow> {
  await hitLimits([{ key: `verify:ip:${opts.ip}`, windowSeconds: 600, max: 30 }]);
  const row = await findByToken(opts.verifyToken);
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('CODE_EXPIRED');
  if (row.attempts >= MAX_WRONG_TRIES) throw new AppError('CODE_TOO_MANY_TRIES');
  if (!safeEqualHex(codeHash(row.id, opts.code), row.codeHash)) {
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
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
    .returning();
  if (!used) throw new AppError('CODE_EXPIRED');
  return used;
}
