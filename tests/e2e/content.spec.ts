import { codeFor, DESKTOP, expect, PHONE, perAttempt, shot, signIn, test } from './browser';
import { tinyPng } from '../api/fixtures';
import { toPersianDigits } from '../../lib/digits';

test('a visitor reads a post on a phone, logs in when asked, and likes it; the like stays after a reload', async ({
  browser,
  f,
}) => {
  const reader = perAttempt('+989125557777');
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto(`${f.base}/blog`);
  await page.getByRole('heading', { name: 'بلاگ همکار', level: 1 }).waitFor();
  const card = page.getByTestId('blog-card').filter({ hasText: 'کلد برو چیست' });
  await card.click();
  await page.waitForURL(/\/blog\/[a-f0-9]{24}$/);
  await page.getByRole('heading', { name: 'کلد برو چیست و چرا ۱۸ ساعت دم می‌کشد؟', level: 1 }).waitFor();
  // Body parts in order: the heading of the recipe comes after the first paragraph.
  await page.getByRole('heading', { name: 'دستور ساده خانگی' }).waitFor();
  await shot(page, 'blog-post-phone');

  const count = page.getByTestId('blog-like-count');
  const before = await count.innerText();
  const like = page.getByTestId('blog-like');
  expect(await like.getAttribute('aria-pressed')).toBe('false');

  // A visitor is asked to log in first.
  await like.click();
  const phoneInput = page.getByTestId('login-phone');
  await phoneInput.waitFor();
  await phoneInput.fill(`0${reader.slice(3)}`);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const boxes = page.getByTestId('code-box');
  await boxes.first().waitFor();
  await boxes.first().click();
  await page.keyboard.type(await codeFor(f, reader), { delay: 40 });
  const result = page.getByRole('dialog', { name: 'ورود موفق' });
  await result.waitFor();
  await result.getByRole('button', { name: 'بستن' }).click();
  await result.waitFor({ state: 'detached' });

  // The like moves the count by exactly one, at once.
  const n = Number(before.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
  await like.click();
  await count.filter({ hasText: toPersianDigits(n + 1) }).waitFor();
  expect(await like.getAttribute('aria-pressed')).toBe('true');
  await shot(page, 'blog-liked-phone');

  // The server kept it: after a reload the heart is still filled and the count is the same.
  await page.reload();
  await page.getByTestId('blog-like').and(page.locator('[aria-pressed="true"]')).waitFor();
  expect(await page.getByTestId('blog-like-count').innerText()).toBe(toPersianDigits(n + 1));

  // Taking the like back moves it down by one again.
  await page.getByTestId('blog-like').click();
  await page
    .getByTestId('blog-like-count')
    .filter({ hasText: toPersianDigits(n) })
    .waitFor();
  await ctx.close();
});

test('staff write a post with an image and a FAQ entry on a desktop, and both appear publicly', async ({
  browser,
  f,
}) => {
  const staff = await browser.newContext(DESKTOP);
  await signIn(staff, f, '+989120000000');
  const panel = await staff.newPage();

  // A new post with a cover and an image part.
  await panel.goto(`${f.base}/panel/blog`);
  await panel.getByTestId('new-blog').click();
  await panel.waitForURL('**/panel/blog/edit');
  await panel.getByTestId('blog-title').fill('آموزش لاته‌آرت در خانه');
  await panel.getByTestId('blog-description').fill('سه حرکت ساده برای کشیدن قلب روی لاته');
  await panel.getByTestId('blog-category').selectOption({ label: 'قهوه‌شناسی' });
  const png = { name: 'latte-art.png', mimeType: 'image/png', buffer: tinyPng() };
  await panel.getByTestId('cover-input').setInputFiles(png);
  await panel.getByAltText('پیش‌نمایش کاور').waitFor();
  await panel
    .getByTestId('part-text')
    .first()
    .fill('شیر را تا ۶۵ درجه بخار دهید.\n\nفنجان را کج نگه دارید و آرام بریزید.');
  await panel.getByTestId('add-part-heading').click();
  await panel.getByTestId('part-heading').fill('حرکت آخر');
  await panel.getByTestId('add-part-image').click();
  await panel.getByTestId('part-image-input').setInputFiles(png);
  await panel.getByTestId('editor-part').nth(2).locator('img').waitFor();
  await panel.getByTestId('editor-part').nth(2).getByLabel('توضیح تصویر').fill('قلب روی لاته');
  await shot(panel, 'panel-blog-editor-desktop');
  await panel.getByTestId('blog-save').click();

  // Published posts open on the public page.
  await panel.waitForURL(/\/blog\/[a-f0-9]{24}$/);
  const postUrl = panel.url();

  // A FAQ entry.
  await panel.goto(`${f.base}/panel/addFaq`);
  await panel.getByTestId('faq-question').fill('آیا شیر گیاهی دارید؟');
  await panel.getByTestId('faq-answer').fill('بله؛ شیر بادام و شیر جو دوسر بدون هزینه اضافه.');
  await panel.getByTestId('faq-category').selectOption({ label: 'سفارش و پرداخت' });
  await panel.getByTestId('faq-save').click();
  await panel.getByTestId('admin-faq-row').filter({ hasText: 'آیا شیر گیاهی دارید؟' }).waitFor();
  await shot(panel, 'panel-faq-desktop');

  // A visitor (no session) sees both.
  const visitor = await browser.newContext(PHONE);
  const page = await visitor.newPage();
  await page.goto(`${f.base}/blog`);
  await page.getByTestId('blog-card').first().filter({ hasText: 'آموزش لاته‌آرت در خانه' }).waitFor();
  await page.goto(postUrl);
  await page.getByRole('heading', { name: 'آموزش لاته‌آرت در خانه', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'حرکت آخر' }).waitFor();
  const figure = page.locator('figure').filter({ hasText: 'قلب روی لاته' });
  const img = figure.locator('img');
  await img.waitFor();
  expect(String(await img.getAttribute('src'))).toMatch(/\/api\/v1\/getphoto\/blog\/[a-f0-9]{22}01\.webp$/);
  // The image may be lazy and below the fold: bring it into view and give it time to arrive.
  await img.scrollIntoViewIfNeeded();
  const loaded = await page
    .waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  expect(loaded, 'the uploaded image loads').toBe(true);
  // Server-rendered with its description and Open Graph tags.
  const html = await (await visitor.request.get(postUrl)).text();
  expect(html).toMatch(/<meta property="og:title" content="آموزش لاته‌آرت در خانه"/);
  expect(html).toMatch(/<meta name="description" content="سه حرکت ساده برای کشیدن قلب روی لاته"/);
  await shot(page, 'blog-new-post-phone');

  await page.goto(`${f.base}/FAQ`);
  await page.getByTestId('faq-search').fill('شير گياهي');
  const item = page.getByTestId('faq-item').filter({ hasText: 'آیا شیر گیاهی دارید؟' });
  await item.getByRole('button').click();
  await item.getByText('شیر بادام و شیر جو دوسر').waitFor();
  await shot(page, 'faq-phone');

  await visitor.close();
  await staff.close();
});

test('a community post carrying script stays inert text once approved and opened in a browser', async ({
  browser,
  f,
}) => {
  const member = await browser.newContext(PHONE);
  await signIn(member, f, '+989120000102');
  const attack =
    '<p>سلام همکار</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">پیوند</a>';
  const created = await member.request.post(`${f.base}/api/v1/blog/create`, {
    data: {
      title: '<img src=x onerror=alert(4)> تجربه من',
      body: [
        { type: 'text', content: attack },
        { type: 'heading', content: '<svg onload=alert(5)>' },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const { blog } = await created.json();
  expect(blog.active).toBe(false);

  const staff = await browser.newContext(DESKTOP);
  await signIn(staff, f, '+989120000000');
  expect(
    (
      await staff.request.post(`${f.base}/api/v1/blog/change/active`, { data: { blogId: blog._id, active: true } })
    ).status(),
  ).toBe(200);

  const visitor = await browser.newContext(PHONE);
  const page = await visitor.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${f.base}/blog/${blog._id}`);
  await page.getByRole('heading', { level: 1, name: '<img src=x onerror=alert(4)> تجربه من' }).waitFor();
  await page.getByText('سلام همکار').waitFor();
  await page.getByRole('heading', { name: '<svg onload=alert(5)>' }).waitFor();
  expect(
    await page.locator('article script, article img[src="x"], article svg[onload], a[href^="javascript:"]').count(),
  ).toBe(0);
  await page.waitForTimeout(500);
  expect(dialogs).toStrictEqual([]);
  await Promise.all([member.close(), staff.close(), visitor.close()]);
});
