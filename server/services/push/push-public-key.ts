import { config } from '../../config';

/** The VAPID public key browsers subscribe with, or null when push is off (no keys configured). */
export function pushPublicKey(): string | null {
  return config().push?.publicKey ?? null;
}
