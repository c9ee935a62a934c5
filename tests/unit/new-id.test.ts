import { describe, expect, it } from 'vitest';
import { newId } from '@/server/db/ids';

describe('newId', () => {
  it('gives 24-hex ids, none repeated across many blocks of random bytes', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
