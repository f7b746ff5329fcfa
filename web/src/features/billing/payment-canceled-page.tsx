import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** /payment-canceled (product §12): Stripe sends the browser here when the learner cancels. */
export function PaymentCanceledPage() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('billing');
  usePageTitle(t('pages.paymentCanceled.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('pages.paymentCanceled.title')}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{t('pages.paymentCanceled.description')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/order">{tb('canceled.again')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">{t('common.backHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
