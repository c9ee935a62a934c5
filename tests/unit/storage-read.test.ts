import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStorage } from '@/server/integrations/storage';
import { log } from '@/server/log';

const NAME = 'a'.repeat(24) + '.png';

describe('local storage get', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'storage-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('reads a stored file', async () => {
    mkdirSync(path.join(dir, 'item'));
    writeFileSync(path.join(dir, 'item', NAME), 'png');
    expect((await localStorage(dir).get(`item/${NAME}`))?.toString()).toBe('png');
  });

  it('answers null only for a missing file (ENOENT) and for an unsafe name', async () => {
    expect(await localStorage(dir).get(`item/${NAME}`)).toBeNull();
    expect(await localStorage(dir).get('../etc/passwd')).toBeNull();
  });

  it('raises and logs a file that exists but cannot be read, instead of serving it as missing', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    // A directory where the file should be: stat succeeds and reading fails with EISDIR, standing in
    // for EACCES/EIO (the suite runs as root, where permission bits do not refuse a read).
    mkdirSync(path.join(dir, 'item', NAME), { recursive: true });
    await expect(localStorage(dir).get(`item/${NAME}`)).rejects.toMatchObject({ code: 'EISDIR' });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ key: `item/${NAME}`, err: expect.objectContaining({ code: 'EISDIR' }) }),
      '[storage] reading',
    );
  });
});
