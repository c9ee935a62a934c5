import { DESKTOP, expect, orderEspresso, perAttempt, shot, signIn, test } from './browser';

const AGENT = '+989120000004';

test('an agent opens a ticket, sees the customer’s orders and wallet, and links the ticket to an order', async ({
  browser,
  f,
}) => {
  // A customer of their own with one espresso order and a ticket about it.
  const CUSTOMER = perAttempt('+989126660021');
  const customer = await browser.newContext(DESKTOP);
  await signIn(customer, f, CUSTOMER);
  const orderId = await orderEspresso(customer, f);
  const order = (await (await customer.request.get(`${f.base}/api/v1/order/${orderId}`)).json()) as {
    order: { number: number };
  };
  const opened = await customer.request.post(`${f.base}/api/v1/ticket/external/add`, {
    data: {
      subject: 'اسپرسو سرد بود',
      description: 'اسپرسوی سفارش امروز سرد به دستم رسید.',
      supportType: 'order',
      type: 'complaint',
      priority: 'normal',
    },
  });
  expect(opened.status()).toBe(200);
  const ticketId = ((await opened.json()) as { ticket: { _id: string } }).ticket._id;
  const numberFa = String(order.order.number).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

  const desk = await browser.newContext(DESKTOP);
  await signIn(desk, f, AGENT);
  const agent = await desk.newPage();
  await agent.goto(`${f.base}/panel/ticket/${ticketId}`);

  // The ticket page has one status selector (the answer form has none of its own).
  await agent.getByTestId('state-select').waitFor();
  await expect(agent.locator('select')).toHaveCount(1);

  // The customer's context: the espresso order, the wallet balance, nothing linked yet.
  const panel = agent.getByTestId('customer-context');
  const row = panel.getByTestId('customer-order').filter({ hasText: `سفارش #${numberFa}` });
  await row.waitFor();
  await expect(row).toContainText('اسپرسو');
  await expect(panel.getByTestId('customer-wallet')).toContainText('موجودی کیف پول');
  await expect(panel.getByTestId('linked-order')).toContainText('هنوز به سفارشی پیوند داده نشده است.');

  await row.getByTestId('link-order').click();
  await expect(agent.getByTestId('link-message')).toHaveText(`درخواست به سفارش #${numberFa} پیوند داده شد.`);
  await expect(panel.getByTestId('linked-order')).toContainText(`سفارش #${numberFa}`);
  await expect(row).toContainText('پیوند داده شده');
  // The ticket's history records the link.
  await expect(agent.getByText(`به سفارش #${numberFa} پیوند داده شد`, { exact: true })).toBeVisible();
  await shot(agent, 'ticket-customer-desktop');
  await agent.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await shot(agent, 'ticket-customer-phone');
  await agent.setViewportSize({ width: 1280, height: 800 });

  // The desk's list shows the linked order on the ticket's row.
  await agent.goto(`${f.base}/panel/ticket`);
  const listed = agent.locator(`[data-testid="desk-ticket"][data-ticket-id="${ticketId}"]`);
  await expect(listed.getByTestId('desk-ticket-order')).toHaveText(`سفارش #${numberFa}`);

  await customer.close();
  await desk.close();
});
