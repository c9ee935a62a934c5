import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { tinyPdf, tinyPng } from './fixtures';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import editRoute from '@/pages/api/v1/profile/edit';
import avatarRoute from '@/pages/api/v1/profile/avatar';
import publicProfile from '@/pages/api/v1/profile/public/[userId]';
import userPhoto from '@/pages/api/v1/getphoto/user/[userId]';
import randomPublic from '@/pages/api/v1/user/random/public';
import searchPublic from '@/pages/api/v1/user/public/search/[paging]';
import tagList from '@/pages/api/v1/tag/list';
import checkActivation from '@/pages/api/v1/check/activation';

let env: TestEnv;
let customer: string;
let newcomer: string;
const userId = async (phone: string) => (await db().select().from(s.users).where(eq(s.users.phone, phone)))[0].id;

async function multipart(fields: Record<string, { data: Buffer; name: string }>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, new Blob([new Uint8Array(v.data)]), v.name);
  const res = new Response(form);
  return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  newcomer = await login(env, '09125550000');
});
afterAll(async () => env?.close());

describe('my profile', () => {
  it('a new user without a first name completes the profile and becomes loginVerified', async () => {
    const before = await call(checkActivation, { token: newcomer });
    expect(before.body.status).toBe('toRegister');
    const mine = await call(editRoute, { token: newcomer });
    expect(mine.status).toBe(200);
    // Private in networking until they opt in (issue 16).
    expect(mine.body.user.privacy).toEqual({
      publicProfile: false,
      showBio: true,
      showSocialMedia: true,
      showTags: true,
      showEmail: false,
      showGender: false,
    });
    expect(mine.body.tags).toEqual([]);
    const noName = await call(editRoute, { token: newcomer, body: { firstName: ' ', lastName: 'کاظمی' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error.eLang.fa).toBe('لطفا نام خود را وارد کنید.');
    const tags = (await call(tagList, {})).body.tags;
    const r = await call(editRoute, {
      token: newcomer,
      body: {
        firstName: 'Arash',
        lastName: 'Kazemi',
        firstNameFa: 'آرش',
        lastNameFa: 'کاظمی',
        username: 'Arash.K',
        bio: 'توسعه‌دهنده موبایل',
        gender: 'male',
        email: 'Arash@Example.com',
        socialMedia: { instagram: '@arash.k', linkedin: 'arash-kazemi', website: '' },
        // Opting in to networking (new profiles are private).
        privacy: { showEmail: true, publicProfile: true },
        tagIds: [tags[0]._id, tags[1]._id],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({
      firstName: 'Arash',
      moreDetail: { firstNameFa: 'آرش', lastNameFa: 'کاظمی' },
      username: 'arash.k',
      email: 'arash@example.com',
      gender: 'male',
    });
    expect(r.body.user.socialMedia).toEqual({ instagram: 'arash.k', linkedin: 'arash-kazemi' });
    expect(r.body.user.privacy).toMatchObject({ showEmail: true, publicProfile: true });
    expect(r.body.tags).toHaveLength(2);
    expect((await call(checkActivation, { token: newcomer })).body.status).toBe('loginVerified');
    // Fields not sent stay as they are.
    const partial = await call(editRoute, { token: newcomer, body: { bio: 'عاشق قهوه' } });
    expect(partial.body.user).toMatchObject({ bio: 'عاشق قهوه', username: 'arash.k', firstName: 'Arash' });
  });

  it('refuses a taken username and bad fields with Persian messages (table)', async () => {
    const cases: [unknown, number, string][] = [
      [{ username: 'REZA.dev' }, 409, 'این نام کاربری قبلا انتخاب شده است.'],
      [
        { username: '1abc' },
        400,
        'نام کاربری باید با حرف انگلیسی شروع شود و ۳ تا ۳۰ نویسه از حروف انگلیسی، عدد، نقطه و _ باشد.',
      ],
      [{ email: 'not-an-email' }, 400, 'ایمیل وارد شده معتبر نیست.'],
      [{ firstNameFa: 'Maryam' }, 400, 'نام فارسی را با حروف فارسی بنویسید.'],
      [{ socialMedia: { website: 'javascript:alert(1)' } }, 400, 'آدرس وارد شده معتبر نیست.'],
      [{ socialMedia: { instagram: 'bad handle!' } }, 400, 'نام کاربری شبکه اجتماعی معتبر نیست.'],
      [{ bio: 'ب'.repeat(301) }, 400, 'بیوگرافی حداکثر ۳۰۰ نویسه است.'],
      [{ tagIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, 400, 'حداکثر ۵ برچسب می‌توانید انتخاب کنید.'],
      [{ tagIds: ['missingtag'] }, 404, 'برچسب مورد نظر یافت نشد.'],
      [{ gender: 'robot' }, 400, 'اطلاعات ارسال شده معتبر نیست.'],
    ];
    for (const [body, status, fa] of cases) {
      const r = await call(editRoute, { token: customer, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.eLang.fa, JSON.stringify(body)).toBe(fa);
    }
    expect((await call(editRoute, { body: { bio: 'x' } })).status).toBe(401);
    // Clearing the username frees it for someone else.
    await call(editRoute, { token: customer, body: { username: 'maryam' } });
    await call(editRoute, { token: customer, body: { username: '' } });
    expect((await call(editRoute, { token: newcomer, body: { username: 'maryam' } })).status).toBe(200);
  });

  it('uploads a photo (images only), serves it, and removes it', async () => {
    const id = await userId(DEMO_PHONES.customer);
    expect((await call(userPhoto, { query: { userId: id } })).status).toBe(404);
    const pdf = await call(avatarRoute, {
      raw: await multipart({ avatar: { data: tinyPdf(), name: 'me.pdf' } }),
      token: customer,
    });
    expect(pdf.status).toBe(415);
    const r = await call(avatarRoute, {
      raw: await multipart({ avatar: { data: tinyPng(), name: 'me.png' } }),
      token: customer,
    });
    expect(r.status).toBe(200);
    expect(r.body.user.images).toHaveLength(1);
    const photo = await call(userPhoto, { query: { userId: id } });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const first = r.body.user.avatar;
    // A new photo replaces (and deletes) the old one.
    const again = await call(avatarRoute, {
      raw: await multipart({ avatar: { data: tinyPng(), name: 'me2.png' } }),
      token: customer,
    });
    expect(again.body.user.avatar).not.toBe(first);
    expect(await db().select().from(s.files).where(eq(s.files.name, first))).toHaveLength(0);
    const removed = await call(avatarRoute, { method: 'DELETE', token: customer, body: {} });
    expect(removed.status).toBe(200);
    expect(removed.body.user.images).toEqual([]);
    expect((await call(userPhoto, { query: { userId: id } })).status).toBe(404);
  });
});

describe('other people', () => {
  it('shows a public profile with only what its owner lets out, never the phone', async () => {
    const reza = await call(publicProfile, { query: { userId: await userId('+989120000102') } });
    expect(reza.status).toBe(200);
    expect(reza.body.user).toMatchObject({
      name: 'رضا توکلی',
      username: 'reza.dev',
      private: false,
      email: 'reza@rezatavakoli.ir',
    });
    expect(reza.body.user.socialMedia).toEqual({ x: 'rezatavakoli', website: 'https://rezatavakoli.ir' });
    expect(reza.body.user.tags.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['برنامه‌نویسی', 'هوش مصنوعی']),
    );
    expect(reza.body.user).not.toHaveProperty('gender');
    expect(JSON.stringify(reza.body)).not.toMatch(/phone|\+98|0912/);

    const niloofar = await call(publicProfile, { query: { userId: await userId('+989120000101') } });
    expect(niloofar.body.user).not.toHaveProperty('email');

    const kian = await call(publicProfile, { query: { userId: await userId('+989120000106') } });
    expect(kian.body.user).toMatchObject({ name: 'کیان رستمی', private: true });
    for (const hidden of ['bio', 'socialMedia', 'tags', 'email', 'gender'])
      expect(kian.body.user).not.toHaveProperty(hidden);

    expect((await call(publicProfile, { query: { userId: 'nobodyhere' } })).status).toBe(404);
    // Hiding the bio takes it out of the answer.
    await call(editRoute, { token: newcomer, body: { privacy: { showBio: false } } });
    const arash = await call(publicProfile, { query: { userId: await userId('+989125550000') } });
    expect(arash.body.user).not.toHaveProperty('bio');
    expect(arash.body.user.email).toBe('arash@example.com');
  });

  it('random public users: only public, named profiles, never the asker, never a phone', async () => {
    const r = await call(randomPublic, { token: newcomer });
    expect(r.status).toBe(200);
    const names = r.body.users.map((u: { name: string }) => u.name);
    expect(names).not.toContain('کیان رستمی');
    expect(r.body.users.map((u: { _id: string }) => u._id)).not.toContain(await userId('+989125550000'));
    expect(r.body.users.every((u: { private: boolean; name: string }) => !u.private && u.name)).toBe(true);
    expect(JSON.stringify(r.body)).not.toMatch(/"phone"|\+98/);
  });

  it('searches public users by Latin or Persian name, username or tag, with Arabic letters folded', async () => {
    const byName = await call(searchPublic, { query: { paging: '1-20', text: 'نيلوفر' } });
    expect(byName.body.users.map((u: { username: string }) => u.username)).toEqual(['niloofar.k']);
    const byUsername = await call(searchPublic, { query: { paging: '1-20', text: 'reza.dev' } });
    expect(byUsername.body.total).toBe(1);
    const privateOne = await call(searchPublic, { query: { paging: '1-20', text: 'کیان' } });
    expect(privateOne.body).toEqual({ users: [], total: 0 });
    const tags = (await call(tagList, {})).body.tags;
    const startup = tags.find((t: { name: string }) => t.name === 'استارتاپ');
    const byTag = await call(searchPublic, { query: { paging: '1-20', tagId: startup._id } });
    // Two demo members, and the newcomer who picked the first tag (alphabetically 'استارتاپ') above.
    expect(byTag.body.users.map((u: { username: string }) => u.username).sort()).toEqual([
      'amir.h',
      'maryam',
      'niloofar.k',
    ]);
    const paged = await call(searchPublic, { query: { paging: '1-2' } });
    expect(paged.body.users).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThanOrEqual(6);
    const phone = await call(searchPublic, { query: { paging: '1-20', text: '0912' } });
    expect(phone.body.total).toBe(0);
  });
});
