import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db, openDatabase, rawDb, setDatabase } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { loadConfig, resetConfig } from '@/server/config';
import { setStorage, storage } from '@/server/integrations/storage';
import { adoptFiles } from '@/server/services/files/adopt-files';
import { importLocalFiles } from '@/server/services/files/import-local-files';
import avatar from '@/pages/api/v1/profile/avatar';
import userPhoto from '@/pages/api/v1/getphoto/user/[userId]';
import itemPhoto from '@/pages/api/v1/getphoto/item/[cover]';
import profileGet from '@/pages/api/v1/profile/index';

/**
 * Files on more than one machine (issue 24): with the `database` driver the bytes live in
 * `stored_files`, so an instance whose DATA_DIR is empty serves what another one stored.
 */
let env: TestEnv;
const emptyDirs: string[] = [];

beforeAll(async () => {
  process.env.STORAGE_DRIVER = 'database';
  env = await setupTestEnv();
});
afterAll(async () => {
  delete process.env.STORAGE_DRIVER;
  for (const d of emptyDirs) rmSync(d, { recursive: true, force: true });
  await env?.close();
});

const filesUnder = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length : 0;

function avatarForm(data: Buffer) {
  const boundary = '----shared' + Math.random().toString(16).slice(2);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    data: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * Becomes another instance: a new empty DATA_DIR, the configuration and file store read again, and on
 * PostgreSQL a connection pool of its own on the same schema. Returns a function that goes back.
 */
async function becomeAnotherInstance(): Promise<() => Promise<void>> {
  const before = { dataDir: process.env.DATA_DIR, db: (globalThis as unknown as { __db?: never }).__db };
  const dir = mkdtempSync(path.join(tmpdir(), 'hamkar-other-'));
  emptyDirs.push(dir);
  process.env.DATA_DIR = dir;
  resetConfig();
  setStorage(undefined);
  let close = async () => {};
  if (env.backend === 'postgres') {
    const { rows } = await rawDb().query<{ schema: string }>('SELECT current_schema() AS schema', []);
    const base = process.env.TEST_DATABASE_URL!;
    const options = encodeURIComponent(`-c search_path=${rows[0].schema}`);
    const other = await openDatabase({ url: `${base}${base.includes('?') ? '&' : '?'}options=${options}` });
    setDatabase(other);
    close = async () => {
      // Opened without searchPath, so closing it ends its pool and drops nothing.
      await other.raw.close();
    };
  }
  return async () => {
    await close();
    if (before.db) setDatabase(before.db);
    process.env.DATA_DIR = before.dataDir;
    resetConfig();
    setStorage(undefined);
  };
}

describe('files shared by every instance (STORAGE_DRIVER=database)', () => {
  it('is the default when DATABASE_URL is set; local disk otherwise; s3 on request', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).storage.driver).toBe('database');
    expect(loadConfig({}).storage.driver).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', STORAGE_DRIVER: 'local' }).storage.driver).toBe('local');
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage.s3,
    ).toMatchObject({ bucket: 'b', forcePathStyle: true });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('keeps the demo covers in the database, in their kind’s namespace, and nothing in DATA_DIR', async () => {
    const [item] = await db().select({ cover: s.menuItems.cover }).from(s.menuItems).limit(1);
    const [row] = await db()
      .select()
      .from(s.storedFiles)
      .where(eq(s.storedFiles.key, `item/${item.cover}`));
    expect(row).toMatchObject({ kind: 'item', contentType: 'image/svg+xml' });
    expect(row.size).toBe(row.bytes.length);
    expect(filesUnder(path.join(env.dataDir, 'uploads'))).toBe(0);
    const got = await call(itemPhoto, { query: { cover: item.cover! } });
    expect(got.status).toBe(200);
    expect(String(got.body)).toContain('<svg');
  });

  it('serves an avatar uploaded through one instance from another whose DATA_DIR is empty', async () => {
    const token = await login(env, DEMO_PHONES.customer);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2e8b57' } })
      .png()
      .toBuffer();
    const up = await call(avatar, { method: 'POST', raw: avatarForm(photo), token });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const me = await call(profileGet, { token });
    const userId = me.body.user._id as string;
    const name = up.body.user.avatar as string;
    const here = await call(userPhoto, { query: { userId } });
    expect(here.status).toBe(200);
    expect(filesUnder(path.join(env.dataDir, 'uploads'))).toBe(0);

    const back = await becomeAnotherInstance();
    try {
      expect(filesUnder(path.join(process.env.DATA_DIR!, 'uploads'))).toBe(0);
      const there = await call(userPhoto, { query: { userId, v: name.slice(0, 8) } });
      expect(there.status).toBe(200);
      expect(there.headers['content-type']).toBe('image/webp');
      expect(Buffer.compare(Buffer.from(there.body), Buffer.from(here.body))).toBe(0);
      expect((await sharp(Buffer.from(there.body)).metadata()).width).toBe(256);
    } finally {
      await back();
    }
  });

  it('moves files an older version left in DATA_DIR/uploads into the database at start, once', async () => {
    const uploads = path.join(env.dataDir, 'uploads');
    const bare = 'abcdefabcdefabcdefabcdef.pdf';
    const classified = 'bcdefabcdefabcdefabcdefa.png';
    mkdirSync(path.join(uploads, 'blog'), { recursive: true });
    writeFileSync(path.join(uploads, bare), '%PDF-1.4 left by an old version');
    writeFileSync(path.join(uploads, 'blog', classified), 'png bytes');
    writeFileSync(path.join(uploads, 'blog', 'not-ours.txt'), 'ignored');
    const [ticket] = await db().select({ id: s.tickets.id }).from(s.tickets).limit(1);
    await db()
      .insert(s.files)
      .values([
        { name: bare, contentType: 'application/pdf', size: 31 },
        { name: classified, contentType: 'image/png', size: 9, kind: 'blog' },
      ]);
    await db().insert(s.ticketAttachments).values({ ticketId: ticket.id, fileName: bare, originalName: 'old.pdf' });

    await adoptFiles();
    expect((await storage().get(`ticket/${bare}`))?.toString()).toBe('%PDF-1.4 left by an old version');
    expect((await storage().get(`blog/${classified}`))?.toString()).toBe('png bytes');
    expect(await storage().get(bare)).toBeNull();
    expect(existsSync(path.join(uploads, bare))).toBe(false);
    expect(existsSync(path.join(env.dataDir, 'uploads-moved', 'blog', classified))).toBe(true);
    expect(existsSync(path.join(uploads, 'blog', 'not-ours.txt'))).toBe(true);
    expect(await importLocalFiles()).toBe(0);
  });

  it('moves and removes files as the disk store does', async () => {
    const a = 'item/cccccccccccccccccccccccc.webp';
    const b = 'avatar/cccccccccccccccccccccccc.webp';
    await storage().put(a, Buffer.from('one'));
    await storage().put(a, Buffer.from('two'));
    expect((await storage().get(a))?.toString()).toBe('two');
    expect(await storage().move(a, b)).toBe(true);
    expect(await storage().get(a)).toBeNull();
    const [row] = await db().select().from(s.storedFiles).where(eq(s.storedFiles.key, b));
    expect(row).toMatchObject({ kind: 'avatar', contentType: 'image/webp', size: 3 });
    expect(await storage().move(a, b)).toBe(false);
    await storage().remove(b);
    expect(await storage().get(b)).toBeNull();
    expect(await storage().get('../etc/passwd')).toBeNull();
    await expect(storage().put('../x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});
