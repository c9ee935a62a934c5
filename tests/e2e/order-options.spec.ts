import { DESKTOP, expect, orderEspresso, PHONE, shot, signIn, test } from './browser';

test('a latte with almond milk, an extra shot and a note: sheet → cart → board and tracking show the options; the customer cancels it', async ({
  browser,
  f,
}) => {
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, '+989120000003');
  const page = await phone.newPage();
  await page.goto(`${f.base}/menu/${f.providerId}`);
  // The latte's card (its description tells it from the iced latte) opens its options sheet.
  const latte = page.getByTestId('item-card').filter({ hasText: 'اسپرسو با شیر بخارداده' });
  await latte.getByRole('button', { name: 'لاته', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'لاته' });
  await sheet.getByRole('group', { name: /شیر/ }).first().waitFor();
  await sheet.getByLabel('شیر بادام').check();
  await sheet.getByLabel('شات اضافه').check();
  await sheet.getByLabel('یادداشت برای این آیتم').fill('خیلی داغ');
  // 98,000 + 30,000 + 20,000, before the member discount the server applies.
  await sheet.getByTestId('options-total').filter({ hasText: '۱۴۸٬۰۰۰ تومان' }).waitFor();
  await shot(page, 'options-sheet-phone');
  await sheet.getByTestId('options-add').click();
  await page.getByTestId('cart-badge').filter({ hasText: '۱' }).waitFor();

  await page.goto(`${f.base}/orders/${f.providerId}`);
  const line = page.getByTestId('cart-line').first();
  await line.getByTestId('line-choice').filter({ hasText: 'شیر بادام، شات اضافه' }).waitFor();
  await line.getByText('یادداشت: خیلی داغ').waitFor();
  // The server's price: 148,000 less the level-1 member's 5%.
  await page.getByText('۱۴۰٬۶۰۰ تومان').first().waitFor();
  await shot(page, 'options-cart-phone');

  await page.getByTestId('submit-order').click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.getByTestId('pay-pos').click();
  await pay.getByTestId('accept-rules').check();
  await pay.getByTestId('pay-submit').click();
  await page.waitForURL('**/orderTracking/**');
  const orderId = page.url().split('/').pop()!;
  await page.getByTestId('line-choice').filter({ hasText: 'شیر بادام، شات اضافه' }).waitFor();

  // The barista's board prints the options and the note on the card.
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  const card = board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`);
  await card.getByTestId('line-choice').filter({ hasText: 'شیر بادام، شات اضافه' }).waitFor({ timeout: 15_000 });
  await card.getByText('یادداشت: خیلی داغ').waitFor();
  await shot(board, 'options-board-desktop');

  // Not accepted yet: the customer cancels it after a confirmation.
  await page.getByTestId('cancel-order').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('order-status').filter({ hasText: 'لغو شده' }).waitFor();
  await page.getByTestId('order-action-message').filter({ hasText: 'سفارش لغو شد.' }).waitFor();
  expect(await page.getByTestId('cancel-order').count()).toBe(0);
  await shot(page, 'order-canceled-phone');
  const fresh = await (await counter.request.get(`${f.base}/api/v1/order/${orderId}`)).json();
  expect(fresh.order.status).toBe('canceled');

  // Reorder puts the same latte, options and note back in the cart.
  await page.getByTestId('reorder').click();
  await page.waitForURL(`**/orders/${f.providerId}`);
  await page
    .getByTestId('cart-line')
    .first()
    .getByTestId('line-choice')
    .filter({ hasText: 'شیر بادام، شات اضافه' })
    .waitFor();

  await phone.close();
  await counter.close();
});

test('the customer rates a delivered order from the survey link and the branch sees it', async ({ browser, f }) => {
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, '+989120000003');
  const orderId = await orderEspresso(phone, f);
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000001');
  for (const status of ['accepted', 'ready', 'delivered']) {
    const r = await counter.request.post(`${f.base}/api/v1/order/change/status`, { data: { orderId, status } });
    expect(r.status()).toBe(200);
  }

  const page = await phone.newPage();
  await page.goto(`${f.base}/survey/${orderId}`);
  const form = page.getByTestId('rating-form');
  await form.waitFor();
  // Sending without a score says what is missing.
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await page.getByText('امتیازی بین ۱ تا ۵ انتخاب کنید.').waitFor();
  await form.getByLabel('۴ از ۵').check({ force: true });
  await form.getByLabel('توضیحات (اختیاری)').fill('اسپرسو خوب بود، کمی سرد');
  await shot(page, 'survey-phone');
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await page.getByTestId('rating-given').getByText('نظر شما ثبت شد. سپاس!').waitFor();

  const panel = await counter.newPage();
  await panel.goto(`${f.base}/panel/${f.providerId}/survey`);
  await panel.getByTestId('survey-table').getByText('اسپرسو خوب بود، کمی سرد').waitFor();
  await panel.getByTestId('survey-average').waitFor();
  await shot(panel, 'survey-panel-desktop');

  await phone.close();
  await counter.close();
});
