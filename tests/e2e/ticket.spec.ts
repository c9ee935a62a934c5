import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tinyPng } from '../api/fixtures';
import { DESKTOP, expect, PHONE, perAttempt, shot, signIn, test } from './browser';

const AGENT = '+989120000004';

test('a customer opens a ticket with a screenshot on a phone, an agent answers it on desktop, and the customer reads the answer', async ({
  browser,
  f,
}) => {
  // A customer of their own, so the answer SMS never sits between another story's login and its code.
  const CUSTOMER = perAttempt('+989126660011');
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, CUSTOMER);
  const desk = await browser.newContext(DESKTOP);
  await signIn(desk, f, AGENT);

  // The customer has no ticket yet: the portal says so and offers to open one.
  const page = await phone.newPage();
  await page.goto(`${f.base}/userTicket`);
  await page.waitForURL('**/userTicket/noResult');
  await page.getByText('نتیجه‌ای یافت نشد!').waitFor();
  await page.getByTestId('new-ticket').click();
  await page.waitForURL('**/userTicket/add');

  // Sending an empty form names what is missing.
  await page.getByTestId('ticket-submit').click();
  await page.getByText('لطفا موضوع درخواست را وارد کنید.').waitFor();

  await page.getByLabel('موضوع').fill('پرداخت انجام شد ولی سفارش ثبت نشد');
  await page.getByLabel('بخش مربوط').selectOption('payment');
  await page.getByLabel('شعبه').selectOption({ label: 'کافه همکار میرداماد' });
  await page.getByText('شکایت', { exact: true }).click();
  await page
    .getByLabel('شرح درخواست')
    .fill(
      'ساعت ۱۰ صبح مبلغ ۱۸۵ هزار تومان از کارتم کم شد ولی سفارش در برنامه ثبت نشد. اسکرین‌شات پرداخت را پیوست کردم.',
    );
  await page
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'screenshot-payment.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.locator('[data-testid="upload-item"][data-state="success"]').waitFor();
  await page.getByText(/بارگذاری شد/).waitFor();
  // A page renamed to .png is refused before it is sent.
  await page
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'invoice.html', mimeType: 'text/html', buffer: Buffer.from('<html></html>') });
  await page.locator('[data-testid="upload-item"][data-state="failed"]').waitFor();
  await page.getByRole('button', { name: 'حذف invoice.html' }).click();
  await shot(page, 'ticket-add-phone');

  await page.getByTestId('ticket-submit').click();
  await page.waitForURL(/\/userTicket\/[a-f0-9]{24}$/);
  const ticketId = page.url().split('/').pop()!;
  await page.getByRole('heading', { name: 'پرداخت انجام شد ولی سفارش ثبت نشد' }).waitFor();
  await page.getByTestId('ticket-state').filter({ hasText: 'جدید' }).first().waitFor();
  const screenshot = page.getByTestId('attachment-image').first();
  await screenshot.waitFor();
  // The screenshot really loads for its owner (the file route checks who is asking).
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await screenshot.elementHandle(),
    { timeout: 10_000 },
  );
  await page.getByText('درخواست شما ثبت شده و کارشناسان پشتیبانی به زودی پاسخ می‌دهند.').waitFor();
  await shot(page, 'ticket-created-phone');

  // On the desk the new ticket is in the default queue (new + reviewed) with its answer deadline.
  const agent = await desk.newPage();
  await agent.goto(`${f.base}/panel/ticket`);
  await agent.locator('[data-testid="filter-state-initial"][aria-pressed="true"]').waitFor();
  await agent.locator('[data-testid="filter-state-reviewed"][aria-pressed="true"]').waitFor();
  const row = agent.locator(`[data-testid="desk-ticket"][data-ticket-id="${ticketId}"]`);
  await row.waitFor({ timeout: 15_000 });
  await row.getByText('مانده').waitFor();
  // The internal demo ticket in progress since yesterday is past its target and shows as overdue.
  await agent.getByTestId('filter-state-inProgress').click();
  await agent.getByTestId('filter-overdue').check();
  await agent
    .locator('[data-testid="desk-ticket"]')
    .filter({ hasText: 'کارتخوان شعبه ایرانشهر' })
    .getByText('دیرکرد', { exact: true })
    .waitFor();
  await row.waitFor({ state: 'detached' });
  await agent.getByRole('button', { name: 'فیلتر پیش‌فرض' }).click();
  await row.waitFor();
  await shot(agent, 'ticket-desk-desktop');

  await row.getByRole('link').first().click();
  await agent.waitForURL(`**/panel/ticket/${ticketId}`);
  await agent.getByTestId('attachment-image').first().waitFor();

  // A note for the team first: the customer must never see it.
  await agent.getByTestId('comment-internal').check();
  await agent.getByTestId('comment-text').fill('تراکنش در گزارش بانک پیدا شد؛ برگشت وجه درخواست شد.');
  await agent.getByTestId('comment-submit').click();
  await agent.locator('[data-testid="comment"][data-internal="true"]').waitFor();

  // Then the answer, which moves the ticket to 'answered' and texts the customer.
  await agent.getByTestId('answer-text').fill('سلام، مبلغ تا ۷۲ ساعت کاری به کارت شما برمی‌گردد. از صبر شما ممنونیم.');
  await agent.getByTestId('answer-submit').click();
  await agent.getByTestId('answer-message').filter({ hasText: 'پاسخ ثبت شد' }).waitFor();
  await agent.getByTestId('ticket-state').filter({ hasText: 'پاسخ داده شده' }).first().waitFor();
  await shot(agent, 'ticket-answered-desktop');

  const outbox = readFileSync(path.join(f.dataDir, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string });
  const sms = outbox.filter((m) => m.to === CUSTOMER && m.text.includes(`/userTicket/${ticketId}`));
  expect(sms.length, 'the customer got one SMS about the answer').toBe(1);

  // The customer follows the link and reads the answer; the internal note is not there.
  await page.goto(`${f.base}/userTicket/${ticketId}`);
  await page.getByTestId('ticket-answer').getByText('مبلغ تا ۷۲ ساعت کاری به کارت شما برمی‌گردد').waitFor();
  await page.getByTestId('ticket-state').filter({ hasText: 'پاسخ داده شده' }).first().waitFor();
  expect(await page.getByText('تراکنش در گزارش بانک پیدا شد').count()).toBe(0);
  await shot(page, 'ticket-answer-phone');

  // Solved: they close it and rate the answer.
  await page.getByTestId('close-ticket').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('rating-form').waitFor();
  // A tap on the fifth star (the radio itself is visually hidden inside it).
  const five = page.getByRole('radio', { name: /۵ از ۵/ });
  await page.getByTestId('rating-form').locator('label', { has: five }).click();
  await expect(five).toBeChecked();
  await page.getByLabel('نظر شما (اختیاری)').fill('پاسخ سریع و دقیق بود');
  await page.getByTestId('rating-submit').click();
  await page.getByTestId('ticket-rating').getByText('پاسخ سریع و دقیق بود').waitFor();
  await shot(page, 'ticket-rated-phone');

  // The rating shows on the desk's ticket and in the report box.
  await agent.reload();
  await agent.getByTestId('ticket-rating').waitFor();
  await agent.goto(`${f.base}/panel/ticket/reportBox`);
  await agent.getByTestId('report-rating').waitFor();
  await agent.getByText('پاسخ سریع و دقیق بود').first().waitFor();
  await shot(agent, 'ticket-report-desktop');

  // The desk's menu-availability search: today's record of the first branch's items, from the desk.
  await agent.goto(`${f.base}/panel/ticket`);
  await agent.getByRole('link', { name: 'موجودی منو' }).click();
  await agent.waitForURL('**/panel/ticket/availability**');
  const hotChocolate = agent.getByTestId('availability-item').filter({ hasText: 'هات چاکلت' });
  await hotChocolate.getByText('اکنون: ناموجود اعلام شده').waitFor();
  await hotChocolate.getByText('بخشی از روز قابل سفارش نبود').waitFor();
  await shot(agent, 'menu-availability-desktop');

  await phone.close();
  await desk.close();
});

test("other customers and guests cannot open someone else's ticket or its files", async ({ browser, f }) => {
  const owner = await browser.newContext(PHONE);
  await signIn(owner, f, '+989126660022');
  const made = await owner.request.post(`${f.base}/api/v1/ticket/external/add`, {
    data: {
      subject: 'سوال درباره رزرو',
      description: 'آیا رزرو اتاق جلسه برای جمعه ممکن است؟',
      supportType: 'space',
      type: 'question',
    },
  });
  expect(made.status()).toBe(200);
  const { ticket } = await made.json();

  const stranger = await browser.newContext(PHONE);
  await signIn(stranger, f, '+989126660033');
  const page = await stranger.newPage();
  await page.goto(`${f.base}/userTicket/${ticket._id}`);
  await page.getByText('درخواست پشتیبانی مورد نظر یافت نشد.').waitFor();
  const desk = await stranger.newPage();
  await desk.goto(`${f.base}/panel/ticket`);
  await desk.getByText('شما به پنل دسترسی ندارید.').waitFor();

  const guest = await browser.newContext(PHONE);
  const g = await guest.newPage();
  await g.goto(`${f.base}/userTicket`);
  await g.getByTestId('login-prompt').waitFor();
  await owner.close();
  await stranger.close();
  await guest.close();
});
