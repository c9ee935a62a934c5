import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { resetConfig } from '@/server/config';
import { setStorage, storage } from '@/server/integrations/storage';
import avatar from '@/pages/api/v1/profile/avatar';
import userPhoto from '@/pages/api/v1/getphoto/user/[userId]';
import itemPhoto from '@/pages/api/v1/getphoto/item/[cover]';
import profileGet from '@/pages/api/v1/profile/index';

/** STORAGE_DRIVER=s3 against s3rver, a local S3-compatible server from npm, on a free port. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (o: Record<string, unknown>) => S3rverServer;

const BUCKET = 'hamkar-files';
let env: TestEnv;
let server: S3rverServer;
let s3Dir: string;
let endpoint: string;
const otherDirs: string[] = [];

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'hamkar-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  env = await setupTestEnv();
});
afterAll(async () => {
  for (const k of ['STORAGE_DRIVER', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
    delete process.env[k];
  await env?.close();
  await server?.close();
  for (const d of [s3Dir, ...otherDirs]) rmSync(d, { recursive: true, force: true });
});

const bucketKeys = async () => {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).map((o) => o.Key!);
};
const filesUnder = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length : 0;

describe('files in an S3-compatible bucket (STORAGE_DRIVER=s3)', () => {
  it('keeps the demo covers in the bucket under their kind and serves them', async () => {
    const [item] = await db().select({ cover: s.menuItems.cover }).from(s.menuItems).limit(1);
    const keys = await bucketKeys();
    expect(keys).toContain(`item/${item.cover}`);
    expect(keys).not.toContain(item.cover);
    expect(filesUnder(path.join(env.dataDir, 'uploads'))).toBe(0);
    const got = await call(itemPhoto, { query: { cover: item.cover! } });
    expect(got.status).toBe(200);
    expect(String(got.body)).toContain('<svg');
  });

  it('serves an avatar uploaded through one instance from another whose DATA_DIR is empty', async () => {
    const token = await login(env, DEMO_PHONES.customer);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#4682b4' } })
      .png()
      .toBuffer();
    const boundary = '----s3' + Math.random().toString(16).slice(2);
    const raw = {
      contentType: `multipart/form-data; boundary=${boundary}`,
      data: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
    const up = await call(avatar, { method: 'POST', raw, token });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const name = up.body.user.avatar as string;
    expect(await bucketKeys()).toEqual(
      expect.arrayContaining([`avatar/${name}`, `avatar/${name.replace(/01\.webp$/, '02.webp')}`]),
    );
    const userId = (await call(profileGet, { token })).body.user._id as string;

    const dataDir = process.env.DATA_DIR;
    const other = mkdtempSync(path.join(tmpdir(), 'hamkar-other-'));
    otherDirs.push(other);
    process.env.DATA_DIR = other;
    resetConfig();
    setStorage(undefined);
    try {
      const there = await call(userPhoto, { query: { userId } });
      expect(there.status).toBe(200);
      expect(there.headers['content-type']).toBe('image/webp');
      expect((await sharp(Buffer.from(there.body)).metadata()).width).toBe(256);
      expect(filesUnder(other)).toBe(0);
    } finally {
      process.env.DATA_DIR = dataDir;
      resetConfig();
      setStorage(undefined);
    }
  });

  it('moves, replaces and removes objects as the disk store does; a missing one is null', async () => {
    const a = 'blog/dddddddddddddddddddddddd.png';
    const b = 'ticket/dddddddddddddddddddddddd.png';
    await storage().put(a, Buffer.from('one'));
    await storage().put(a, Buffer.from('two'));
    expect((await storage().get(a))?.toString()).toBe('two');
    expect(await storage().move(a, b)).toBe(true);
    expect(await storage().get(a)).toBeNull();
    expect((await storage().get(b))?.toString()).toBe('two');
    expect(await storage().move(a, b)).toBe(false);
    await storage().remove(b);
    expect(await storage().get(b)).toBeNull();
    expect(await storage().get('../etc/passwd')).toBeNull();
    await expect(storage().put('../x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});
