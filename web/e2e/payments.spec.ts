import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { mailedLink, uniqueEmail } from './mail';

const secret = process.env.STORYGLOT_E2E_STRIPE_WEBHOOK_SECRET ?? '';

/** A Stripe-Signature header for payload, as Stripe signs webhooks (HMAC-SHA256 over "t.payload"). */
function sign(payload: string): string {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret)
    .update(`${String(t)}.${payload}`)
    .digest('hex');
  return `t=${String(t)},v1=${v1}`;
}

/** The sum of the user's credit ledger, read from the server's SQLite database. */
function ledgerSum(email: string): number {
  const db = join(process.env.STORYGLOT_E2E_DATA_DIR ?? '', 'storyglot.db');
  const sql = `SELECT COALESCE(SUM(delta), 0) FROM credit_ledger WHERE account_kind = 'user' AND account_id = (SELECT id FROM users WHERE email = '${email}')`;
  return Number(execFileSync('sqlite3', [db, sql], { encoding: 'utf8' }).trim());
}

async function signUp(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/v1/auth/register', { data: { email, password } });
  expect(res.status()).toBe(201);
  await page.goto(await mailedLink(email, 'confirm_email'));
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page).toHaveURL('/stories');
}

test.skip(
  !process.env.STORYGLOT_E2E_STRIPE_MOCK && !process.env.CI,
  'stripe-mock is not installed (scripts/setup --test installs it)',
);

test('a user buys the small pack: Stripe Checkout, the signed webhook, +50 credits', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('buyer');
  await signUp(page, email, 'Blue-Lantern-42');

  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Credits' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The checkout call is held until 'Redirecting to payment...' has been
  // seen; Stripe's hosted page is outside this test's reach, so the browser
  // gets a stand-in there.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/payments/checkout', async (route) => {
    await held;
    await route.continue();
  });
  let stripeURL = '';
  await page.route('https://checkout.stripe.com/**', async (route) => {
    stripeURL = route.request().url();
    await route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>' });
  });
  const checkout = page.waitForResponse('**/api/v1/payments/checkout');
  await page.getByRole('button', { name: 'Buy 50 credits' }).click();
  await expect(page.getByRole('button', { name: 'Redirecting to payment...' })).toBeVisible();
  release();
  expect((await checkout).status()).toBe(201);
  await expect(page).toHaveTitle('Stripe Checkout');
  expect(stripeURL).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  // The order is written, pending, before the browser leaves.
  const listed = await page.request.get('/api/v1/payments/orders');
  const { orders } = (await listed.json()) as { orders: { id: string; status: string }[] };
  expect(orders.map((o) => o.status)).toEqual(['pending']);
  const orderId = orders[0]?.id ?? '';

  // Back from Stripe: the page waits for the webhook.
  await page.goto(`/payment-success?order=${orderId}`);
  // "Payment Successful" only once the order is paid (decision 0038).
  await expect(page.getByRole('heading', { level: 1, name: 'Confirming Payment' })).toBeVisible();
  await expect(page.getByText('Confirming your payment...')).toBeVisible();

  const payload = JSON.stringify({
    id: `evt_e2e_${orderId}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${orderId}`,
        object: 'checkout.session',
        client_reference_id: orderId,
        amount_total: 99,
        currency: 'usd',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_e2e_${orderId}`,
      },
    },
  });
  const forged = await page.request.post('/api/v1/payments/stripe/webhook', {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
  });
  expect(forged.status()).toBe(400);
  for (let i = 0; i < 3; i++) {
    const hook = await page.request.post('/api/v1/payments/stripe/webhook', {
      data: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sign(payload) },
    });
    expect(hook.status()).toBe(200);
  }

  await expect(page.getByText('+50 credits')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your balance is now 350 credits.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(ledgerSum(email)).toBe(350);

  // The purchase is listed, paid.
  await page.goto('/order');
  const purchases = page.getByRole('region', { name: 'Purchases' });
  await expect(purchases.getByText('Paid')).toBeVisible();
  await expect(page.getByText('You have 350 credits')).toBeVisible();

  await page.waitForLoadState('networkidle');
  // The forged webhook's 400 came from the test's own request, not the page.
  expect(problems).toEqual([]);
});

test('canceling on Stripe comes back to /payment-canceled: nothing charged', async ({
  page,
  problems,
}) => {
  await page.goto('/payment-canceled?order=x');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByText('Your payment was canceled and nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a pack' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get Credits' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
