import { type Device } from '../../auth/device';
import { issueCode } from './otp';

/**
 * POST /v1/send/code: sends a login code. The answer is the same whether or not the phone has an
 * account (no `status`), so it cannot be used to find who is registered; sign-in or registration is
 * decided once the code is verified.
 */
export async function sendCode(opts: { phone: string; ip: string; device: Device }): Promise<{ verifyToken: string }> {
  const verifyToken = await issueCode({ phone: opts.phone, ip: opts.ip, device: opts.device, purpose: 'login' });
  return { verifyToken };
}
