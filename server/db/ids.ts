import { randomBytes } from 'node:crypto';

// Random bytes are drawn from the system in blocks: one call per 256 ids instead of one per id (an order
// takes several: the order, its lines, its history row, its ledger line).
const BLOCK = 12 * 256;
let pool = Buffer.alloc(0);
let at = 0;

/** A 24-hex id, the shape the spec's `_id` values have: 12 random bytes (crypto). */
export function newId(): string {
  if (at + 12 > pool.length) {
    pool = randomBytes(BLOCK);
    at = 0;
  }
  const id = pool.toString('hex', at, at + 12);
  at += 12;
  return id;
}
