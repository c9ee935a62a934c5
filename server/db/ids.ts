import { randomBytes } from 'node:crypto';

/** A 24-hex id, the shape the spec's `_id` values have. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
