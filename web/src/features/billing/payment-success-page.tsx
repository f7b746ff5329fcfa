import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOrder } from '@/lib/api/payments';
import { queryKeys } from '@/lib/api/query-keys';
import { useAuthDialog } from '@/lib/auth-dialog';
import { track } from '@/lib/insight/track';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';

/** How long the page waits for Stripe's webhook before saying the credits are on their way. */
export const webhookWaitMs = 30_000;
const pollMs = 1000;

/**
 * /payment-success?order=… (product §12): Stripe sends the browser here after
 * paying. The credits arrive with Stripe's webhook, usually within seconds;
 * the page waits up to 30 s for it, then shows the new balance.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { t: tb, i18n } = useTranslation('billing');
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const me = useMe();
  const user = me.data?.mode === 'user';
  const [waited, setWaited] = useState(false);
  const order = useOrder(orderId, user, waited ? false : pollMs);
  const queryClient = useQueryClient();
  const { openAuthDialog } = useAuthDialog();
  const status = order.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => {
      setWaited(true);
    }, webhookWaitMs);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    if (status === 'paid') track('purchase');
  }, [status, queryClient]);

  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  // The heading says what is known: "Payment Successful" only once the
  // order is paid (decision 0038), never for an order that is not there.
  let title = tb('success.titleConfirming');
  let body;
  if (!me.data) {
    body = <Spinner label={t('common.loading')} className="justify-start py-6" />;
  } else if (!user) {
    title = tb('success.titleSignIn');
    body = (
      <>
        <p className="mt-3 text-lg text-ink-muted">{tb('success.signIn')}</p>
        <Button
          className="mt-6"
          onClick={() => {
            openAuthDialog({ tab: 'login' });
          }}
        >
          {tb('success.signInButton')}
        </Button>
      </>
    );
  } else if (!orderId || order.isError) {
    title = tb('success.titleNotFound');
    body = <p className="mt-3 text-lg text-danger">{tb('success.notFound')}</p>;
  } else if (status === 'paid') {
    title = t('pages.paymentSuccess.title');
    body = (
      <>
        <p className="mt-6 font-display text-5xl font-semibold text-brand tabular-nums">
          {tb('success.added', { credits: order.data?.credits })}
        </p>
        <p className="mt-3 text-lg">
          {tb('success.balance', { credits: number.format(me.data.credits) })}
        </p>
      </>
    );
  } else if (status === 'refunded' || status === 'partially_refunded') {
    title = tb('success.titleRefunded');
    body = <p className="mt-3 text-lg text-ink-muted">{tb('success.refunded')}</p>;
  } else if (waited) {
    title = tb('success.titleReceived');
    body = <p className="mt-3 text-lg">{tb('success.onTheWay')}</p>;
  } else {
    body = <Spinner label={tb('success.confirming')} className="justify-start py-6" />;
  }

  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {body}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/">{t('common.backHome')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/order">{tb('success.purchases')}</Link>
        </Button>
      </div>
    </div>
  );
}
