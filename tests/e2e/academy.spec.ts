import { randomUUID } from 'node:crypto';
import { expect, PHONE, shot, signIn, test } from './browser';

const SUPER_ADMIN = '+989120000000';
// A number of its own, so the story also runs again on a used data directory.
const CUSTOMER = `+98912777${String(Date.now()).slice(-4)}`;

/**
 * Issue 26 on phones: a customer buys two workshop tickets from the wallet and sees a QR for each;
 * staff read one QR's photo with the panel scanner and check it in, then issue certificates; the
 * customer downloads the PDF and opens the certificate's public verification page.
 */
test('a customer buys two workshop tickets from the wallet, one is checked in at the door, and the certificate is downloaded and verified', async ({
  browser,
  f,
}) => {
  const staff = await browser.newContext(PHONE);
  await signIn(staff, f, SUPER_ADMIN);
  const customer = await browser.newContext(PHONE);
  await signIn(customer, f, CUSTOMER);

  // Setup, not the story: head office credits the customer's wallet (the wallet's own story is money.spec).
  const me = (await (await customer.request.get(`${f.base}/api/v1/check/activation`)).json()) as {
    user: { _id: string };
  };
  const credited = await staff.request.post(`${f.base}/api/v1/user/charge/wallet`, {
    data: { userId: me.user._id, price: 5_000_000, description: 'اعتبار آزمایشی کارگاه', key: randomUUID() },
  });
  expect(credited.status()).toBe(200);

  // Setup: a workshop of this run, published tomorrow at the fixture branch (the panel's form is not this story).
  const title = `کارگاه قهوه‌شناسی ${String(Date.now()).slice(-5)}`;
  const start = new Date(Date.now() + 26 * 3600_000);
  const created = await staff.request.post(`${f.base}/api/v1/event/create`, {
    data: {
      providerId: f.providerId,
      title,
      description: 'آشنایی با دم‌آوری دستی و چشیدن سه قهوه تک‌خاستگاه.',
      room: 'سالن طبقه دوم',
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3600_000).toISOString(),
      capacity: 20,
      price: 150_000,
      status: 'published',
    },
  });
  expect(created.status()).toBe(200);

  // The customer finds the events from the home page and opens this one.
  const phone = await customer.newPage();
  await phone.goto(`${f.base}/`);
  await phone.getByTestId('home-events-cta').click();
  await phone.waitForURL('**/events');
  const card = phone.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await shot(phone, 'academy-events-phone');
  await card.click();
  await phone.waitForURL(/\/events\/[^/]+$/);
  await expect(phone.getByTestId('event-title')).toContainText(title);
  await expect(phone.getByTestId('event-when')).toBeVisible();
  await shot(phone, 'academy-event-phone');

  // Two tickets, paid from the wallet.
  await phone.getByRole('button', { name: 'افزودن بلیت' }).click();
  await phone.getByTestId('event-buy-submit').filter({ hasText: 'خرید ۲ بلیت' }).click();
  const pay = phone.getByRole('dialog');
  await expect(pay.getByTestId('event-pay-total')).toBeVisible();
  await expect(pay.getByTestId('event-pay-wallet').getByRole('radio')).toBeChecked();
  await pay.getByTestId('event-pay-submit').filter({ hasText: 'خرید بلیت' }).click();
  await phone.waitForURL('**/profile/events');
  const tickets = phone.getByTestId('my-ticket').filter({ hasText: title });
  await expect(tickets).toHaveCount(2);
  const qrs = tickets.getByTestId('ticket-qr');
  await expect(qrs).toHaveCount(2);
  await expect(qrs.first()).toHaveJSProperty('complete', true);
  await expect(qrs.nth(1)).toHaveJSProperty('complete', true);
  await shot(phone, 'academy-my-tickets-phone');
  const first = tickets.first();
  const code = (await first.getByTestId('ticket-code').textContent())!.trim();
  const photo = await first.getByTestId('ticket-qr').screenshot();

  // At the door: the panel's scanner reads a photo of the QR (decoded in the browser as a camera frame is).
  const door = await staff.newPage();
  await door.goto(`${f.base}/`);
  await door.getByTestId('header-panel').click();
  await door.getByTestId('panel-tool').filter({ hasText: 'اسکن کد QR' }).click();
  await door.getByTestId('scan-photo').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: photo });
  const result = door.getByTestId('scan-result');
  await expect(result).toContainText(title);
  await expect(result).toContainText(code);
  await result.getByTestId('scan-ticket-checkin').click();
  await expect(result.getByTestId('scan-ticket-status')).toHaveText('ورود ثبت شده');
  await expect(result.getByTestId('scan-ticket-done')).toBeVisible();
  await shot(door, 'academy-scanner-phone');

  // Certificates for those who came: from the hub to the event's page.
  await door.getByTestId('header-panel').click();
  await door.getByTestId('panel-tool').filter({ hasText: 'رویدادها و کارگاه‌ها' }).click();
  await door.getByTestId('event-row').filter({ hasText: title }).first().getByTestId('event-open').click();
  await expect(door.getByTestId('event-manage-title')).toHaveText(title);
  await door.getByTestId('issue-certificates').click();
  await expect(door.getByTestId('event-action-note')).toContainText('گواهی صادر شد');
  await expect(door.getByTestId('attendee-row').filter({ hasText: code })).toContainText('وارد شده');

  // The customer: the checked-in ticket now has its certificate, as a PDF and a public page.
  await phone.reload();
  const attended = phone.getByTestId('my-ticket').filter({ has: phone.getByTestId('certificate-download') });
  await expect(attended).toHaveCount(1);
  const download = phone.waitForEvent('download');
  await attended.getByTestId('certificate-download').click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of pdf) chunks.push(c as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  const href = (await attended.getByTestId('certificate-download').getAttribute('href'))!;
  const file = await customer.request.get(new URL(href, f.base).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).length).toBeGreaterThan(1000);

  await attended.getByTestId('certificate-verify').click();
  await phone.waitForURL('**/certificate/**');
  await expect(phone.getByTestId('certificate')).toContainText(title);
  await expect(phone.getByTestId('certificate-event')).toHaveText(title);
  await shot(phone, 'academy-certificate-phone');

  await customer.close();
  await staff.close();
});
