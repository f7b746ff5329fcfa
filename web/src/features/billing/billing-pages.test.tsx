import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkoutRedirect } from '@/lib/checkout-redirect';
import { webhookWaitMs } from '@/features/billing/payment-success-page';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, testMeta, userMe } from '@/test/render';

const payMeta = { ...testMeta, payments: true };

const paidOrder = {
  id: 'o1',
  package: 'small',
  credits: 50,
  amountCents: 99,
  currency: 'usd',
  status: 'paid',
  creditsRevoked: 0,
  creditsUnrecovered: 0,
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: '2026-11-20T10:00:05Z',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the buy-credits page (/order)', () => {
  it('shows both packs with prices, every way to get credits and the purchases', async () => {
    mockApi({ 'GET /api/v1/payments/orders': () => json(200, { orders: [paidOrder] }) });
    renderApp('/order', { me: userMe, meta: payMeta });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Credits' })).toBeVisible();
    expect(screen.getByText('You have 250 credits')).toBeVisible();
    expect(screen.getByText('1 credit = 1 character of story')).toBeVisible();
    expect(screen.getByText('$0.99')).toBeVisible();
    expect(screen.getByText('$4.99')).toBeVisible();
    expect(screen.getByText('$0.0198 per credit')).toBeVisible();
    expect(screen.getByText('$0.0166 per credit')).toBeVisible();
    expect(screen.getByText('Perfect for trying out')).toBeVisible();
    expect(screen.getByText('Great for regular use')).toBeVisible();
    expect(screen.getByText('Best Value')).toBeVisible();
    const ways = screen.getByRole('heading', { level: 2, name: 'All ways to get credits' });
    expect(ways).toBeVisible();
    expect(
      screen.getByText(
        /grade 10 different cards in your day for \+5 credits, and every 7 days in a row earn \+20 more/,
      ),
    ).toBeVisible();
    const list = within(await screen.findByRole('region', { name: 'Purchases' }));
    expect(await list.findByText('50 credits')).toBeVisible();
    expect(list.getByText('Paid')).toBeVisible();
  });

  it('buys a pack: Redirecting to payment..., then the browser goes to Stripe', async () => {
    const go = vi.spyOn(checkoutRedirect, 'go').mockReturnValue(undefined);
    const calls = mockApi({
      'GET /api/v1/payments/orders': () => json(200, { orders: [] }),
      'POST /api/v1/payments/checkout': () =>
        json(201, { url: 'https://checkout.stripe.com/pay/cs_1', orderId: 'o1' }),
    });
    renderApp('/order', { me: userMe, meta: payMeta });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 50 credits' }));
    expect(await screen.findAllByText('Redirecting to payment...')).not.toHaveLength(0);
    await waitFor(() => {
      expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/pay/cs_1');
    });
    expect(calls.find((c) => c.path === '/api/v1/payments/checkout')?.body).toEqual({
      package: 'small',
    });
  });

  it('says Payment Error when the session cannot be made, and lets the learner retry', async () => {
    mockApi({
      'GET /api/v1/payments/orders': () => json(200, { orders: [] }),
      'POST /api/v1/payments/checkout': () =>
        json(500, { title: 'Payment Error', status: 500, code: 'internal' }),
    });
    renderApp('/order', { me: userMe, meta: payMeta });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 300 credits' }));
    expect(await screen.findByText('Payment Error')).toBeVisible();
    expect(screen.getByText('Failed to create payment session. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy 300 credits' })).toBeEnabled();
  });

  it('says plainly when card payments are not set up', async () => {
    mockApi({ 'GET /api/v1/payments/orders': () => json(200, { orders: [] }) });
    renderApp('/order', { me: userMe });
    const buy = await screen.findByRole('button', { name: 'Buy 50 credits' });
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(/Card payments are not set up on this server/);
  });

  it('a 503 payments_unconfigured answer is shown as such', async () => {
    mockApi({
      'GET /api/v1/payments/orders': () => json(200, { orders: [] }),
      'GET /api/v1/meta': () => json(200, testMeta),
      'POST /api/v1/payments/checkout': () =>
        json(503, { title: 'Payments Unavailable', status: 503, code: 'payments_unconfigured' }),
    });
    renderApp('/order', { me: userMe, meta: payMeta });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 50 credits' }));
    expect(await screen.findByText('Payments Unavailable')).toBeVisible();
  });

  it('asks a guest to sign up to buy', async () => {
    const calls = mockApi({});
    renderApp('/order', { me: guestMe, meta: payMeta });
    const buy = await screen.findByRole('button', { name: 'Sign up to buy 50 credits' });
    expect(buy).toHaveAccessibleDescription(/Packs are bought with an account/);
    fireEvent.click(buy);
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/v1/payments/checkout')).toEqual([]);
  });
});

describe('/payment-success', () => {
  it('waits for the webhook, then shows the credits added and the new balance', async () => {
    let polls = 0;
    mockApi({
      'GET /api/v1/payments/orders/o1': () =>
        json(200, polls++ < 1 ? { ...paidOrder, status: 'pending', paidAt: undefined } : paidOrder),
      'GET /api/v1/me': () => json(200, { ...userMe, credits: 300 }),
    });
    renderApp('/payment-success?order=o1', { me: userMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming Payment' }),
    ).toBeVisible();
    expect(await screen.findByText('Confirming your payment...')).toBeVisible();
    expect(await screen.findByText('+50 credits', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    expect(await screen.findByText('Your balance is now 300 credits.')).toBeVisible();
  });

  it('after 30 s without the webhook: the credits are on their way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/v1/payments/orders/o1': () =>
        json(200, { ...paidOrder, status: 'pending', paidAt: undefined }),
    });
    renderApp('/payment-success?order=o1', { me: userMe });
    expect(await screen.findByText('Confirming your payment...')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(webhookWaitMs + 100);
    });
    expect(
      await screen.findByText(/Payment received — your credits are on their way/),
    ).toBeVisible();
  });
});

describe('/payment-success without a paid order (decision 0038)', () => {
  it('says an unknown order is not found, not that the payment succeeded', async () => {
    mockApi({
      'GET /api/v1/payments/orders/nope': () =>
        json(404, { title: 'Not Found', status: 404, code: 'not_found' }),
    });
    renderApp('/payment-success?order=nope', { me: userMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Not Found' }),
    ).toBeVisible();
    expect(screen.getByText('This order was not found in your account.')).toBeVisible();
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
  });

  it('says the same for a visit without an order', async () => {
    renderApp('/payment-success', { me: userMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Not Found' }),
    ).toBeVisible();
  });
});

describe('/payment-canceled', () => {
  it('says nothing was charged and offers the packs again', async () => {
    renderApp('/payment-canceled?order=o1', { me: userMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Canceled' }),
    ).toBeVisible();
    expect(screen.getByText('Your payment was canceled and nothing was charged.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a pack' })).toHaveAttribute('href', '/order');
  });
});
