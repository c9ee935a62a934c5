import { DESKTOP, expect, perAttempt, PHONE, shot, signIn, test } from './browser';

// Issue 16: a branch's delivery fee, set on /info, is in the delivery cart, the payment sheet and tracking.

test('the branch admin sets a delivery fee; a delivery order shows «هزینه ارسال» in the cart, the payment sheet and tracking', async ({
  browser,
  f,
}) => {
  const admin = await browser.newContext(DESKTOP);
  await signIn(admin, f, '+989120000001');
  const panel = await admin.newPage();
  await panel.goto(`${f.base}/panel/${f.providerId}/info`);
  const fee = panel.getByTestId('delivery-fee');
  await fee.waitFor();
  await fee.fill('-1');
  await panel.getByTestId('provider-save').click();
  await panel.getByText('هزینه ارسال نمی‌تواند منفی باشد.').waitFor();
  await fee.fill('۲۰٬۰۰۰');
  await panel.getByTestId('delivery-min').fill('50000');
  await panel.getByTestId('provider-save').click();
  await panel.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();
  await fee.scrollIntoViewIfNeeded();
  await shot(panel, 'delivery-fee-info-desktop');

  try {
    const phone = await browser.newContext(PHONE);
    await signIn(phone, f, perAttempt('+989127770901'));
    const page = await phone.newPage();
    await page.goto(`${f.base}/menu/${f.providerId}`);
    await page.getByRole('button', { name: 'افزودن اسپرسو' }).first().click();
    await page.getByTestId('cart-badge').filter({ hasText: '۱' }).waitFor();
    await page.goto(`${f.base}/orders/${f.providerId}`);
    await page.getByTestId('total-price').filter({ hasText: '۶۵٬۰۰۰ تومان' }).waitFor();
    await page.getByTestId('order-type-delivery').check({ force: true });
    // 65,000 + 20,000, priced by the server.
    await page.getByTestId('price-summary').getByTestId('delivery-fee').filter({ hasText: '۲۰٬۰۰۰ تومان' }).waitFor();
    await page.getByTestId('total-price').filter({ hasText: '۸۵٬۰۰۰ تومان' }).waitFor();
    await page.getByTestId('delivery-address').fill('تهران، خیابان شریعتی، کوچه یاس، پلاک ۴');
    await shot(page, 'delivery-fee-cart-phone');
    await page.getByTestId('submit-order').click();
    const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
    await pay.getByTestId('delivery-fee').filter({ hasText: '۲۰٬۰۰۰ تومان' }).waitFor();
    await pay.getByTestId('pay-total').filter({ hasText: '۸۵٬۰۰۰ تومان' }).waitFor();
    await pay.getByTestId('pay-pos').click();
    await pay.getByTestId('accept-rules').check();
    await pay.getByTestId('pay-submit').click();
    await page.waitForURL('**/orderTracking/**');
    await page.getByTestId('delivery-fee').filter({ hasText: '۲۰٬۰۰۰ تومان' }).waitFor();
    await page.getByTestId('order-total').filter({ hasText: '۸۵٬۰۰۰ تومان' }).waitFor();
    const orderId = page.url().split('/orderTracking/')[1].split(/[?#]/)[0];
    const order = (await (await page.request.get(`${f.base}/api/v1/order/${orderId}`)).json()) as {
      order: { totalPrice: number; deliveryFee: number };
    };
    expect(order.order).toMatchObject({ totalPrice: 85000, deliveryFee: 20000 });
    await phone.close();
  } finally {
    // The other specs order from this branch without a fee.
    await fee.fill('0');
    await panel.getByTestId('delivery-min').fill('0');
    await panel.getByTestId('provider-save').click();
    await panel.getByRole('status').filter({ hasText: 'ذخیره شد.' }).waitFor();
    await admin.close();
  }
});
