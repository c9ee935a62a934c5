import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { tinyPdf, tinyPng } from './fixtures';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import getBlog from '@/pages/api/v1/blog/[id]';
import listBlogs from '@/pages/api/v1/blog/list/[paging]';
import createBlog from '@/pages/api/v1/blog/create';
import editBlog from '@/pages/api/v1/blog/edit';
import changeActive from '@/pages/api/v1/blog/change/active';
import like from '@/pages/api/v1/blog/like';
import dislike from '@/pages/api/v1/blog/dislike';
import bookmark from '@/pages/api/v1/blog/bookmark';
import removeBookmark from '@/pages/api/v1/blog/bookmark/remove';
import categoryList from '@/pages/api/v1/blog/category/list';
import categoryCreate from '@/pages/api/v1/blog/category/create';
import categoryEdit from '@/pages/api/v1/blog/category/edit';
import uploadImage from '@/pages/api/v1/blog/upload/image';
import blogPhoto from '@/pages/api/v1/getphoto/blog/[name]';

let env: TestEnv;
let customer: string;
let member: string;
let superAdmin: string;
let blogEditor: string;

async function multipart(fields: Record<string, string | { data: Buffer; name: string }>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([new Uint8Array(v.data)]), v.name);
  }
  const res = new Response(form);
  return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function upload(token: string, data = tinyPng()) {
  return call(uploadImage, { raw: await multipart({ image: { data, name: 'photo.png' } }), token });
}

const page = (token?: string, query: Record<string, string> = {}) =>
  call(listBlogs, { query: { paging: '1-10', ...query }, token });

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  member = await login(env, '+989120000101');
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  // A global admin who holds only the blog flag.
  await db()
    .update(s.users)
    .set({ accessLevel: { blog: true } })
    .where(eq(s.users.phone, '+989120000104'));
  blogEditor = await login(env, '+989120000104');
});
afterAll(async () => env?.close());

describe('reading the blog', () => {
  it('lists ten active posts a page, newest first, and never shows waiting posts to visitors', async () => {
    const guest = await page();
    expect(guest.status).toBe(200);
    expect(guest.body.total).toBe(7);
    expect(guest.body.blogs).toHaveLength(7);
    expect(guest.body.blogs.every((b: { active: boolean }) => b.active)).toBe(true);
    const dates = guest.body.blogs.map((b: { publishedAt: string }) => Date.parse(b.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(guest.body.blogs.map((b: { title: string }) => b.title)).not.toContain(
      'پیشنهاد: کارگاه بازاریابی محتوا برای اعضا',
    );
    // Asking for waiting posts without the blog permission still answers only published ones.
    const sneaky = await page(customer, { active: 'false' });
    expect(sneaky.body.total).toBe(7);
    // Size is capped; the second page of size 5 holds the rest.
    const second = await call(listBlogs, { query: { paging: '2-5' } });
    expect(second.body.blogs).toHaveLength(2);
    const bad = await call(listBlogs, { query: { paging: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('filters by category, and the community category holds the approved community post', async () => {
    const cats = await call(categoryList, {});
    const community = cats.body.categories.find((c: { _id: string }) => c._id === 'community');
    expect(community.name).toBe('جامعه همکار');
    expect(community.count).toBe(1);
    const list = await page(undefined, { categoryId: 'community' });
    expect(list.body.blogs.map((b: { title: string }) => b.title)).toEqual([
      'تجربه من از شش ماه کار در همکار میرداماد',
    ]);
    expect(list.body.blogs[0].author.name).toBe('نیلوفر کریمی');
    expect(list.body.blogs[0]).not.toHaveProperty('author.phone');
  });

  it('serves a post with its body parts in order and image parts with their address', async () => {
    const first = (await page()).body.blogs.find((b: { title: string }) =>
      b.title.startsWith('راهنمای انتخاب دانه قهوه'),
    );
    const r = await call(getBlog, { query: { id: first._id } });
    expect(r.status).toBe(200);
    const { blog } = r.body;
    expect(blog.body.map((p: { index: number }) => p.index)).toEqual(blog.body.map((_: unknown, i: number) => i));
    expect(blog.body.map((p: { type: string }) => p.type)).toEqual([
      'text',
      'heading',
      'text',
      'image',
      'heading',
      'text',
      'text',
    ]);
    const img = blog.body.find((p: { type: string }) => p.type === 'image');
    expect(img.url).toBe(`/api/v1/getphoto/blog/${img.name}`);
    expect(blog.isLiked).toBe(false);
    expect(blog.readMinutes).toBeGreaterThanOrEqual(1);
    const photo = await call(blogPhoto, { query: { name: img.name } });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect(String(photo.headers['content-security-policy'])).toContain('sandbox');
    expect((await call(getBlog, { query: { id: 'nope' } })).status).toBe(404);
    expect((await call(blogPhoto, { query: { name: '../../etc/passwd' } })).status).toBe(404);
  });
});

describe('likes and bookmarks', () => {
  it('moves the count by exactly one per change, and only for signed-in readers', async () => {
    const post = (await page()).body.blogs[0];
    expect((await call(like, { body: { blogId: post._id } })).status).toBe(401);
    const liked = await call(like, { body: { blogId: post._id }, token: customer });
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({ blogId: post._id, isLiked: true, likeNum: post.likeNum + 1 });
    // A second click (or a retry) does not count twice.
    const again = await call(like, { body: { blogId: post._id }, token: customer });
    expect(again.body.likeNum).toBe(post.likeNum + 1);
    const seen = await call(getBlog, { query: { id: post._id }, token: customer });
    expect(seen.body.blog.isLiked).toBe(true);
    expect((await call(getBlog, { query: { id: post._id }, token: superAdmin })).body.blog.isLiked).toBe(false);
    const undone = await call(dislike, { body: { blogId: post._id }, token: customer });
    expect(undone.body).toEqual({ blogId: post._id, isLiked: false, likeNum: post.likeNum });
    expect((await call(dislike, { body: { blogId: post._id }, token: customer })).body.likeNum).toBe(post.likeNum);
    const rows = await db().select().from(s.blogLikes).where(eq(s.blogLikes.blogId, post._id));
    expect(rows).toHaveLength(post.likeNum);
  });

  it('keeps a bookmark per reader with its id, lists it, and removes it', async () => {
    const post = (await page()).body.blogs[1];
    const b = await call(bookmark, { body: { blogId: post._id }, token: customer });
    expect(b.status).toBe(200);
    expect(b.body.bookmarkId).toMatch(/^[a-f0-9]{24}$/);
    expect((await call(bookmark, { body: { blogId: post._id }, token: customer })).body.bookmarkId).toBe(
      b.body.bookmarkId,
    );
    const seen = await call(getBlog, { query: { id: post._id }, token: customer });
    expect(seen.body.blog).toMatchObject({ isBookmarked: true, bookmarkId: b.body.bookmarkId });
    const mine = await page(customer, { bookmarked: 'true' });
    expect(mine.body.blogs.map((x: { _id: string }) => x._id)).toEqual([post._id]);
    expect((await page(undefined, { bookmarked: 'true' })).status).toBe(401);
    await call(removeBookmark, { body: { blogId: post._id }, token: customer });
    expect((await call(getBlog, { query: { id: post._id }, token: customer })).body.blog.isBookmarked).toBe(false);
  });
});

describe('writing posts', () => {
  it('staff upload an image and publish a post with cover, text, image and video parts', async () => {
    const up = await upload(superAdmin);
    expect(up.status).toBe(200);
    expect(up.body.fileName).toMatch(/^[a-f0-9]{22}01\.webp$/);
    const photo = await call(blogPhoto, { query: { name: up.body.fileName } });
    expect(photo.headers['content-type']).toBe('image/webp');

    const cats = (await call(categoryList, { token: superAdmin })).body.categories;
    const coffee = cats.find((c: { name: string }) => c.name === 'قهوه‌شناسی');
    const created = await call(createBlog, {
      token: superAdmin,
      body: {
        title: 'دم‌آوری با موکاپات',
        description: 'یک روش ساده و ارزان برای قهوه غلیظ در خانه',
        categoryId: coffee._id,
        cover: up.body.fileName,
        active: true,
        body: [
          { type: 'text', content: 'موکاپات را تا زیر سوپاپ آب کنید.\n\nقهوه را بدون فشار در فیلتر بریزید.' },
          { type: 'heading', content: 'حرارت ملایم' },
          { type: 'image', name: up.body.fileName, content: 'موکاپات روی شعله' },
          { type: 'video', url: 'https://cdn.hamkar.example/videos/moka.mp4', name: 'آموزش موکاپات' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const { blog } = created.body;
    expect(blog).toMatchObject({
      title: 'دم‌آوری با موکاپات',
      active: true,
      categoryId: coffee._id,
      url: `/api/v1/getphoto/blog/${up.body.fileName}`,
    });
    expect(blog.body[0].content).toBe(
      '<p>موکاپات را تا زیر سوپاپ آب کنید.</p><p>قهوه را بدون فشار در فیلتر بریزید.</p>',
    );
    expect(blog.body[3]).toMatchObject({
      index: 3,
      type: 'video',
      url: 'https://cdn.hamkar.example/videos/moka.mp4',
      name: 'آموزش موکاپات',
    });
    const list = await page();
    expect(list.body.blogs[0]._id).toBe(blog._id);
    expect(list.body.total).toBe(8);
  });

  it('a user-written community post waits for approval, then shows in the community category', async () => {
    const mine = await upload(customer);
    const r = await call(createBlog, {
      token: customer,
      body: {
        title: 'میز محبوب من در سلوا',
        description: 'چرا ردیف کنار پنجره؟',
        cover: mine.body.fileName,
        body: [{ type: 'text', content: 'نور صبح و منظره بلوار.' }],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.blog).toMatchObject({ categoryId: 'community', active: false, pending: true });
    const id = r.body.blog._id;
    // Nobody else sees it yet; the writer and staff do.
    expect((await call(getBlog, { query: { id } })).status).toBe(404);
    expect((await call(getBlog, { query: { id }, token: member })).status).toBe(404);
    expect((await call(getBlog, { query: { id }, token: superAdmin })).body.blog.pending).toBe(false);
    expect(
      (await page(undefined, { categoryId: 'community' })).body.blogs.map((b: { _id: string }) => b._id),
    ).not.toContain(id);
    expect((await call(like, { body: { blogId: id }, token: member })).status).toBe(404);
    const waiting = await page(blogEditor, { active: 'false' });
    expect(waiting.body.blogs.map((b: { _id: string }) => b._id)).toContain(id);

    expect((await call(changeActive, { body: { blogId: id, active: true }, token: customer })).status).toBe(403);
    const approved = await call(changeActive, { body: { blogId: id, active: true }, token: blogEditor });
    expect(approved.status).toBe(200);
    expect(approved.body.blog.active).toBe(true);
    expect(approved.body.blog.publishedAt).not.toBeNull();
    expect((await page(undefined, { categoryId: 'community' })).body.blogs[0]._id).toBe(id);
    // Toggling without `active` hides it again.
    expect((await call(changeActive, { body: { blogId: id }, token: blogEditor })).body.blog.active).toBe(false);
  });

  it('users may post only to the community, only with their own images, and a few times an hour', async () => {
    const cats = (await call(categoryList, {})).body.categories;
    const news = cats.find((c: { name: string }) => c.name === 'اخبار همکار');
    const other = await call(createBlog, {
      token: customer,
      body: { title: 'خبر', categoryId: news._id, body: [{ type: 'text', content: 'متن' }] },
    });
    expect(other.status).toBe(403);
    expect(other.body.error.eLang.fa).toBe('نوشته‌های کاربران فقط در دسته «جامعه» منتشر می‌شوند.');
    const staffImage = await upload(superAdmin);
    const borrowed = await call(createBlog, {
      token: customer,
      body: { title: 'عکس', body: [{ type: 'image', name: staffImage.body.fileName }] },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.code).toBe('BLOG_IMAGE_NOT_FOUND');
    const missing = await call(createBlog, {
      token: customer,
      body: { title: 'عکس', body: [{ type: 'image', name: 'aaaaaaaaaaaaaaaaaaaaaaaa.png' }] },
    });
    expect(missing.status).toBe(400);
  });

  it('stored XSS in a staff post and a community post comes back inert', async () => {
    const attack =
      '<p>سلام</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">پیوند</a>' +
      '<iframe src="https://evil.example"></iframe><p style="background:url(javascript:alert(5))">متن</p><svg onload="alert(6)"></svg><a href="https://hamkar.example">امن</a>';
    for (const token of [superAdmin, member]) {
      const r = await call(createBlog, {
        token,
        body: { title: '<img src=x onerror=alert(7)>', body: [{ type: 'text', content: attack }] },
      });
      expect(r.status).toBe(200);
      const html: string = r.body.blog.body[0].content;
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<img|style=/i);
      expect(html).toContain('<p>سلام</p>');
      expect(html).toContain('<a rel="noopener noreferrer nofollow ugc" target="_blank">پیوند</a>');
      expect(html).toContain(
        '<a href="https://hamkar.example" rel="noopener noreferrer nofollow ugc" target="_blank">امن</a>',
      );
      // What is stored is the cleaned text, so no later reader gets the original.
      const [row] = await db().select().from(s.blogPosts).where(eq(s.blogPosts.id, r.body.blog._id));
      expect(JSON.stringify(row.body)).not.toMatch(/script|onerror|javascript:/i);
      // Titles are plain text: kept as typed, rendered as text by every page.
      expect(r.body.blog.title).toBe('<img src=x onerror=alert(7)>');
    }
  });
});

describe('staff-only calls, validation and categories', () => {
  it('guards every staff call and checks every input (table)', async () => {
    const post = (await page()).body.blogs[0];
    const cases: {
      name: string;
      handler: Parameters<typeof call>[0];
      body: unknown;
      token?: string;
      status: number;
      fa?: string;
    }[] = [
      {
        name: 'edit as guest',
        handler: editBlog,
        body: { blogId: post._id, title: 'x', body: [{ type: 'text', content: 'x' }] },
        status: 401,
      },
      {
        name: 'edit as customer',
        handler: editBlog,
        body: { blogId: post._id, title: 'x', body: [{ type: 'text', content: 'x' }] },
        token: customer,
        status: 403,
      },
      { name: 'activate as customer', handler: changeActive, body: { blogId: post._id }, token: customer, status: 403 },
      { name: 'category as customer', handler: categoryCreate, body: { name: 'تازه' }, token: customer, status: 403 },
      {
        name: 'category edit as customer',
        handler: categoryEdit,
        body: { categoryId: 'community', name: 'x' },
        token: customer,
        status: 403,
      },
      {
        name: 'create as guest',
        handler: createBlog,
        body: { title: 'x', body: [{ type: 'text', content: 'x' }] },
        status: 401,
      },
      {
        name: 'no title',
        handler: createBlog,
        body: { body: [{ type: 'text', content: 'x' }] },
        token: superAdmin,
        status: 400,
        fa: 'عنوان نوشته را وارد کنید.',
      },
      {
        name: 'no body',
        handler: createBlog,
        body: { title: 'x', body: [] },
        token: superAdmin,
        status: 400,
        fa: 'متن نوشته را وارد کنید.',
      },
      {
        name: 'empty text part',
        handler: createBlog,
        body: { title: 'x', body: [{ type: 'text', content: '  ' }] },
        token: superAdmin,
        status: 400,
        fa: 'متن بخش خالی است.',
      },
      {
        name: 'javascript video',
        handler: createBlog,
        body: { title: 'x', body: [{ type: 'video', url: 'javascript:alert(1)' }] },
        token: superAdmin,
        status: 400,
        fa: 'آدرس وارد شده معتبر نیست.',
      },
      {
        name: 'unknown part type',
        handler: createBlog,
        body: { title: 'x', body: [{ type: 'html', content: '<b>x</b>' }] },
        token: superAdmin,
        status: 400,
      },
      {
        name: 'unknown category',
        handler: createBlog,
        body: { title: 'x', categoryId: 'nope', body: [{ type: 'text', content: 'x' }] },
        token: superAdmin,
        status: 404,
      },
      {
        name: 'edit unknown post',
        handler: editBlog,
        body: { blogId: 'nope', title: 'x', body: [{ type: 'text', content: 'x' }] },
        token: superAdmin,
        status: 404,
      },
    ];
    for (const c of cases) {
      const r = await call(c.handler, { body: c.body, token: c.token });
      expect(r.status, c.name).toBe(c.status);
      if (c.fa) expect(r.body.error.eLang.fa, c.name).toBe(c.fa);
    }
    const pdf = await upload(superAdmin, tinyPdf());
    expect(pdf.status).toBe(415);
    expect(
      (await call(uploadImage, { raw: await multipart({ image: { data: tinyPng(), name: 'a.png' } }) })).status,
    ).toBe(401);
  });

  it('an admin with the blog flag edits a post; the body is replaced in the new order', async () => {
    const post = (await page()).body.blogs[0];
    const r = await call(editBlog, {
      token: blogEditor,
      body: {
        blogId: post._id,
        title: 'عنوان تازه',
        description: 'توضیح تازه',
        body: [
          { type: 'heading', content: 'اول' },
          { type: 'text', content: 'دوم' },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.blog.title).toBe('عنوان تازه');
    expect(r.body.blog.body.map((p: { type: string; content: string }) => [p.type, p.content])).toEqual([
      ['heading', 'اول'],
      ['text', '<p>دوم</p>'],
    ]);
  });

  it('creates, renames and hides categories; hidden categories hide their posts from visitors', async () => {
    const created = await call(categoryCreate, { body: { name: 'رویدادهای آنلاین' }, token: blogEditor });
    expect(created.status).toBe(200);
    expect((await call(categoryCreate, { body: { name: 'رویدادهای آنلاین' }, token: blogEditor })).status).toBe(409);
    const id = created.body.category._id;
    const renamed = await call(categoryEdit, {
      body: { categoryId: id, name: 'وبینارها', index: 9 },
      token: blogEditor,
    });
    expect(renamed.body.category).toMatchObject({ name: 'وبینارها', index: 9, active: true });
    const post = await call(createBlog, {
      token: blogEditor,
      body: { title: 'وبینار قهوه', categoryId: id, active: true, body: [{ type: 'text', content: 'متن' }] },
    });
    expect((await call(getBlog, { query: { id: post.body.blog._id } })).status).toBe(200);
    await call(categoryEdit, { body: { categoryId: id, active: false }, token: blogEditor });
    expect((await call(getBlog, { query: { id: post.body.blog._id } })).status).toBe(404);
    expect((await call(categoryList, {})).body.categories.map((c: { _id: string }) => c._id)).not.toContain(id);
    expect(
      (await call(categoryList, { token: blogEditor })).body.categories.map((c: { _id: string }) => c._id),
    ).toContain(id);
    expect((await page()).body.blogs.map((b: { _id: string }) => b._id)).not.toContain(post.body.blog._id);
  });
});
