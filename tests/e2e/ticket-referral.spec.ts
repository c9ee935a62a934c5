import { DESKTOP, expect as baseExpect, PHONE, perAttempt, shot, signIn, test } from './browser';

// Screens load on a busy machine too: a little longer than the default for each to show.
const expect = baseExpect.configure({ timeout: 15_000 });

const AGENT = '+989120000004';
const MIRDAMAD_ADMIN = '+989120000001';

/**
 * Issue 21 D30: a ticket referred to a branch's admin reaches them. The support agent refers a
 * customer's Mirdamad ticket to the branch admin from the desk; the branch admin, on a phone, clicks
 * from where they land (the header's «پنل», the hub's «میز پشتیبانی») to the ticket and answers it.
 */
test('a support agent refers a ticket to the branch admin, who finds it from the panel hub on a phone and answers it', async ({
  browser,
  f,
}) => {
  // The customer's ticket is the setting of the story, filed through the API.
  const customer = await browser.newContext(DESKTOP);
  await signIn(customer, f, perAttempt('+989126660031'));
  const filed = await customer.request.post(`${f.base}/api/v1/ticket/external/add`, {
    data: {
      subject: 'لیوان ترک داشت',
      description: 'لاته را در لیوان ترک‌خورده تحویل دادند و روی لباسم ریخت.',
      supportType: 'order',
      type: 'complaint',
      priority: 'normal',
      providerId: f.providerId,
    },
  });
  expect(filed.status()).toBe(200);
  const ticketId = ((await filed.json()) as { ticket: { _id: string } }).ticket._id;
  await customer.close();

  // The support agent: the header's «میز پشتیبانی», the ticket, «ارجاع به کارشناس», the branch's admin.
  const desk = await browser.newContext(DESKTOP);
  await signIn(desk, f, AGENT);
  const agent = await desk.newPage();
  await agent.goto(`${f.base}/`);
  await agent.getByTestId('header-ticket-desk').click();
  const row = agent.locator(`[data-testid="desk-ticket"][data-ticket-id="${ticketId}"]`);
  await row.getByRole('link').first().click();
  await agent.waitForURL(`**/panel/ticket/${ticketId}`);
  await agent.getByTestId('refer-open').click();
  const form = agent.getByTestId('refer-form');
  await form.getByRole('radio', { name: /سارا محمدی/ }).check();
  await form.getByLabel('یادداشت برای کارشناس').fill('لطفا با باریستای شیفت صبح صحبت کنید.');
  await form.getByTestId('refer-submit').click();
  await form.waitFor({ state: 'detached' });
  await expect(agent.getByText('کارشناس: سارا محمدی')).toBeVisible();
  await desk.close();

  // The branch admin on a phone: from the home they land on, «پنل», then «میز پشتیبانی» on the hub.
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, MIRDAMAD_ADMIN);
  const page = await phone.newPage();
  await page.goto(`${f.base}/`);
  await page.getByTestId('header-panel').click();
  await page.getByTestId('panel-tool').filter({ hasText: 'میز پشتیبانی' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^میز پشتیبانی/ })).toBeVisible();
  // The team's own tools are not theirs.
  await expect(page.getByRole('link', { name: 'ثبت درخواست داخلی' })).toHaveCount(0);
  await shot(page, 'ticket-referral-desk-phone');
  await page.locator(`[data-testid="desk-ticket"][data-ticket-id="${ticketId}"]`).click();
  await page.waitForURL(`**/panel/ticket/${ticketId}`);
  await expect(page.getByRole('heading', { name: 'لیوان ترک داشت' })).toBeVisible();
  await expect(page.getByText('لطفا با باریستای شیفت صبح صحبت کنید.')).toBeVisible();
  await expect(page.getByTestId('refer-open')).toHaveCount(0);

  await page.getByTestId('answer-text').fill('سلام، پوزش می‌خواهیم. هزینه لاته به کیف پول شما برگشت داده می‌شود.');
  await page.getByTestId('answer-submit').click();
  await expect(page.getByTestId('answer-message')).toHaveText('پاسخ ثبت شد و برای مشتری پیامک فرستاده شد.');
  await expect(page.getByTestId('ticket-answer')).toContainText('هزینه لاته به کیف پول شما برگشت داده می‌شود.');
  await expect(page.getByTestId('state-select')).toHaveValue('answered');
  await shot(page, 'ticket-referral-answered-phone');
  await phone.close();
});
