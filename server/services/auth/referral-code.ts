import { randomToken } from '../../auth/crypto';

export function newReferralCode(): string {
  return randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, 'X');
}
