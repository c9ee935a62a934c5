import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import { fileKey, storage, type FileKind } from '@/server/integrations/storage';
import type { NextApiHandler } from 'next';
import itemUpload from '@/pages/api/v1/menu/item/upload';
import avatar from '@/pages/api/v1/profile/avatar';
import blogImage from '@/pages/api/v1/blog/upload/image';
import spaceImage from '@/pages/api/v1/menu/space/upload/images';
import lifeAdd from '@/pages/api/v1/life/add';
import aboutAction from '@/pages/api/v1/aboutUs/[section]/[action]';
import ticketExternal from '@/pages/api/v1/ticket/upload/attachment/external';
import ticketInternal from '@/pages/api/v1/ticket/upload/attachment';

let env: TestEnv;
let superAdmin: string;
let customer: string;
let agent: string;
let mirdamadId: string;
let spaceItemId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  customer = await login(env, DEMO_PHONES.customer);
  agent = await login(env, DEMO_SUPPORT_PHONE);
  const [item] = await db()
    .select({ id: s.menuItems.id, providerId: s.menuItems.providerId })
    .from(s.menuItems)
    .where(eq(s.menuItems.kind, 'space'))
    .limit(1);
  spaceItemId = item.id;
  const [cafe] = await db()
    .select({ id: s.menuItems.id, providerId: s.menuItems.providerId })
    .from(s.menuItems)
    .where(and(eq(s.menuItems.kind, 'cafe')))
    .limit(1);
  mirdamadId = cafe.providerId;
});
afterAll(async () => env?.close());

/** A real, fully decodable PNG of w x h black pixels (1 bit each): 10000x10000 deflates to a few kilobytes. */
function blackPng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(h * (1 + Math.ceil(w / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function form(fields: Record<string, string>, field: string, data: Buffer, name: string) {
  const boundary = '----intake' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { data: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Route {
  name: string;
  handler: NextApiHandler;
  token: () => string;
  field: string;
  fields?: () => Record<string, string>;
  query?: Record<string, string>;
  kind: FileKind;
  /** The stored name the answer gives the client. */
  stored: (body: Record<string, any>) => string; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The size of that file for a 2400x1600 photo. */
  size: [number, number];
}

/** Every route that takes an image upload. */
const routes: Route[] = [
  {
    name: 'menu item cover',
    handler: itemUpload,
    token: () => superAdmin,
    field: 'file',
    fields: () => ({ providerId: mirdamadId }),
    kind: 'item',
    stored: (b) => b.cover,
    size: [380, 280],
  },
  {
    name: 'avatar',
    handler: avatar,
    token: () => customer,
    field: 'avatar',
    kind: 'avatar',
    stored: (b) => b.user.avatar,
    size: [256, 256],
  },
  {
    name: 'blog image',
    handler: blogImage,
    token: () => superAdmin,
    field: 'image',
    kind: 'blog',
    stored: (b) => b.fileName,
    size: [760, 507],
  },
  {
    name: 'workspace item image',
    handler: spaceImage,
    token: () => superAdmin,
    field: 'image',
    fields: () => ({ itemId: spaceItemId }),
    kind: 'item',
    stored: (b) => b.imageFileName,
    size: [760, 507],
  },
  {
    name: 'life feed photo',
    handler: lifeAdd,
    token: () => superAdmin,
    field: 'image',
    fields: () => ({ title: 'عکس روز', happenedOn: '2026-11-20' }),
    kind: 'about',
    stored: (b) => b.post.image,
    size: [760, 507],
  },
  {
    name: 'about-us gallery',
    handler: aboutAction,
    token: () => superAdmin,
    field: 'image',
    query: { section: 'gallery', action: 'add' },
    fields: () => ({ caption: 'پیشخوان' }),
    kind: 'about',
    stored: (b) => b.item.image,
    size: [760, 507],
  },
  {
    name: 'customer ticket attachment',
    handler: ticketExternal,
    token: () => customer,
    field: 'file',
    kind: 'ticket',
    stored: (b) => b.attachment.fileName,
    size: [2000, 1333],
  },
  {
    name: 'desk ticket attachment',
    handler: ticketInternal,
    token: () => agent,
    field: 'file',
    kind: 'ticket',
    stored: (b) => b.attachment.fileName,
    size: [2000, 1333],
  },
];

const uploadsDir = () => path.join(env.dataDir, 'uploads');
const filesOnDisk = () =>
  existsSync(uploadsDir())
    ? readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length
    : 0;
const fileRows = async () => (await db().select({ name: s.files.name }).from(s.files)).length;
const send = (r: Route, data: Buffer, name: string) =>
  call(r.handler, {
    method: 'POST',
    query: r.query,
    raw: form(r.fields?.() ?? {}, r.field, data, name),
    token: r.token(),
  });

describe('every image upload goes through one intake', () => {
  it.each(routes)('$name refuses a 10000x10000 PNG of a few kilobytes and stores nothing', async (r) => {
    const bomb = blackPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const disk = filesOnDisk();
    const rows = await fileRows();
    const got = await send(r, bomb, 'huge.png');
    expect(got.status, JSON.stringify(got.body)).toBe(400);
    expect(got.body.error.eLang.fa).toBe('ابعاد تصویر بیش از حد مجاز (۲۴ مگاپیکسل) است.');
    expect(filesOnDisk()).toBe(disk);
    expect(await fileRows()).toBe(rows);
  });

  it.each(routes)('$name stores an ordinary photo as WebP with bounded dimensions', async (r) => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const got = await send(r, photo, 'photo.jpg');
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const name = r.stored(got.body);
    expect(name).toMatch(/^[a-f0-9]{22}01\.webp$/);
    const [row] = await db().select().from(s.files).where(eq(s.files.name, name));
    expect(row).toMatchObject({ kind: r.kind, contentType: 'image/webp' });
    const meta = await sharp((await storage().get(fileKey(r.kind, name)))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...r.size]);
  });
});

describe('an image’s sizes live and go together', () => {
  it('a replaced avatar takes its 2x file with it', async () => {
    const route = routes.find((r) => r.name === 'avatar')!;
    const photo = () =>
      sharp({
        create: {
          width: 900,
          height: 900,
          channels: 3,
          background: { r: Math.floor(Math.random() * 255), g: 90, b: 40 },
        },
      })
        .png()
        .toBuffer();
    const first = route.stored((await send(route, await photo(), 'a.png')).body);
    const big = first.replace(/01\.webp$/, '02.webp');
    expect(existsSync(path.join(uploadsDir(), 'avatar', big))).toBe(true);
    expect((await sharp(path.join(uploadsDir(), 'avatar', big)).metadata()).width).toBe(512);
    const second = route.stored((await send(route, await photo(), 'b.png')).body);
    expect(second).not.toBe(first);
    for (const name of [first, big]) {
      expect(existsSync(path.join(uploadsDir(), 'avatar', name))).toBe(false);
      expect(await db().select().from(s.files).where(eq(s.files.name, name))).toHaveLength(0);
    }
  });
});
