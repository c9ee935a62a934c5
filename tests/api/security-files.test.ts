import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { tinyPng } from './fixtures';
import { openTicket, upload } from './ticket-helpers';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import { storage } from '@/server/integrations/storage';
import { adoptFiles } from '@/server/services/files/adopt-files';
import attachment from '@/pages/api/v1/ticket/attachment/[fileName]';
import deskComment from '@/pages/api/v1/ticket/comment/add';
import itemPhoto from '@/pages/api/v1/getphoto/item/[cover]';
import blogPhoto from '@/pages/api/v1/getphoto/blog/[name]';
import userPhoto from '@/pages/api/v1/getphoto/user/[userId]';
import aboutFile from '@/pages/api/v1/aboutUs/file/[name]';
import avatar from '@/pages/api/v1/profile/avatar';

let env: TestEnv;
let owner: string;
let other: string;
let agent: string;

beforeAll(async () => {
  env = await setupTestEnv();
  owner = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121234567');
  agent = await login(env, DEMO_SUPPORT_PHONE);
});
afterAll(async () => env?.close());

/** Every public photo route, by the name of its parameter. */
const publicRoutes = [
  { name: 'getphoto/item', handler: itemPhoto, query: (n: string) => ({ cover: n }) },
  { name: 'getphoto/blog', handler: blogPhoto, query: (n: string) => ({ name: n }) },
  { name: 'aboutUs/file', handler: aboutFile, query: (n: string) => ({ name: n }) },
];

/** A customer's ticket with one file, and an internal note on it with another. */
async function ticketWithNote() {
  const own = await upload(owner, tinyPng(), 'receipt.png');
  expect(own.status).toBe(200);
  const t = await openTicket(owner, { attachments: [own.body.attachment] });
  expect(t.status).toBe(200);
  const note = await upload(agent, tinyPng(), 'note.png', 'internal');
  const c = await call(deskComment, {
    body: { ticketId: t.body.ticket._id, text: 'یادداشت داخلی', internal: true, attachments: [note.body.attachment] },
    token: agent,
  });
  expect(c.status).toBe(200);
  return { ticketFile: own.body.attachment.fileName as string, noteFile: note.body.attachment.fileName as string };
}

describe('private files stay private', () => {
  it('serves no ticket file, nor an internal note’s, through any public photo route', async () => {
    const { ticketFile, noteFile } = await ticketWithNote();
    for (const name of [ticketFile, noteFile]) {
      for (const r of publicRoutes) {
        for (const token of [undefined, owner, agent]) {
          const got = await call(r.handler, { query: r.query(name), token });
          expect(got.status, `${r.name} ${name} ${token ? 'signed in' : 'anonymous'}`).toBe(404);
          expect(Buffer.isBuffer(got.body)).toBe(false);
        }
      }
    }
  });

  it('serves a ticket file to its owner and support only; an internal note’s to support only; never cached', async () => {
    const { ticketFile, noteFile } = await ticketWithNote();
    const status = async (fileName: string, token?: string) =>
      (await call(attachment, { query: { fileName }, token })).status;
    expect(await status(ticketFile)).toBe(401);
    expect(await status(ticketFile, other)).toBe(404);
    expect(await status(ticketFile, owner)).toBe(200);
    expect(await status(ticketFile, agent)).toBe(200);
    expect(await status(noteFile)).toBe(401);
    expect(await status(noteFile, other)).toBe(404);
    expect(await status(noteFile, owner)).toBe(404);
    expect(await status(noteFile, agent)).toBe(200);
    const served = await call(attachment, { query: { fileName: ticketFile }, token: owner });
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps public kinds public with long caching, each only on its own route', async () => {
    const [item] = await db()
      .select({ cover: s.menuItems.cover })
      .from(s.menuItems)
      .where(isNotNull(s.menuItems.cover))
      .limit(1);
    const [post] = await db()
      .select({ cover: s.blogPosts.cover })
      .from(s.blogPosts)
      .where(isNotNull(s.blogPosts.cover))
      .limit(1);
    const cover = item.cover!;
    const blogCover = post.cover!;
    for (const token of [undefined, other]) {
      const i = await call(itemPhoto, { query: { cover }, token });
      expect(i.status).toBe(200);
      expect(i.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await call(blogPhoto, { query: { name: blogCover }, token })).status).toBe(200);
    }
    // An item cover is not a blog image, nor the other way round.
    expect((await call(blogPhoto, { query: { name: cover } })).status).toBe(404);
    expect((await call(itemPhoto, { query: { cover: blogCover } })).status).toBe(404);

    // An avatar: public on the user route, not on the blog or item route.
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(tinyPng())]), 'me.png');
    const req = new Request('http://local/avatar', { method: 'POST', body: form });
    const up = await call(avatar, {
      method: 'POST',
      token: other,
      raw: { data: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! },
    });
    expect(up.status).toBe(200);
    const [me] = await db()
      .select({ id: s.users.id, avatar: s.users.avatar })
      .from(s.users)
      .where(eq(s.users.phone, '+989121234567'));
    expect((await call(userPhoto, { query: { userId: me.id } })).status).toBe(200);
    expect((await call(blogPhoto, { query: { name: me.avatar! } })).status).toBe(404);
    expect((await call(itemPhoto, { query: { cover: me.avatar! } })).status).toBe(404);
  });
});

describe('files stored before namespaces', () => {
  it('are classified by the rows that use them and moved into their namespace at start-up', async () => {
    const { ticketFile } = await ticketWithNote();
    const [post] = await db()
      .select({ cover: s.blogPosts.cover })
      .from(s.blogPosts)
      .where(isNotNull(s.blogPosts.cover))
      .limit(1);
    const uploads = path.join(env.dataDir, 'uploads');
    // As an older version left them: no kind, bytes in the shared directory.
    for (const [kind, name] of [
      ['ticket', ticketFile],
      ['blog', post.cover!],
    ] as const) {
      await storage().move(`${kind}/${name}`, name);
      await db().update(s.files).set({ kind: null }).where(eq(s.files.name, name));
    }
    expect(existsSync(path.join(uploads, ticketFile))).toBe(true);
    // Unclassified files are served by no route.
    expect((await call(attachment, { query: { fileName: ticketFile }, token: owner })).status).toBe(404);

    expect(await adoptFiles()).toBe(2);
    expect(existsSync(path.join(uploads, ticketFile))).toBe(false);
    expect(existsSync(path.join(uploads, 'ticket', ticketFile))).toBe(true);
    expect(existsSync(path.join(uploads, 'blog', post.cover!))).toBe(true);
    expect((await call(attachment, { query: { fileName: ticketFile }, token: owner })).status).toBe(200);
    expect((await call(blogPhoto, { query: { name: ticketFile } })).status).toBe(404);
    expect((await call(itemPhoto, { query: { cover: ticketFile } })).status).toBe(404);
    expect((await call(blogPhoto, { query: { name: post.cover! } })).status).toBe(200);
    expect(await adoptFiles()).toBe(0);
  });

  it('keeps a ticket file private even when a blog post names it', async () => {
    const { ticketFile } = await ticketWithNote();
    await db().update(s.files).set({ kind: null }).where(eq(s.files.name, ticketFile));
    const [post] = await db().select({ id: s.blogPosts.id }).from(s.blogPosts).limit(1);
    await db().update(s.blogPosts).set({ cover: ticketFile }).where(eq(s.blogPosts.id, post.id));
    await adoptFiles();
    const [row] = await db().select({ kind: s.files.kind }).from(s.files).where(eq(s.files.name, ticketFile));
    expect(row.kind).toBe('ticket');
    expect((await call(blogPhoto, { query: { name: ticketFile } })).status).toBe(404);
  });
});
