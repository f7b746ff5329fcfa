import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Where the payment provider returns after a payment (spec §2 /payment-success). */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.paymentSuccess.title')}
      description={t('pages.paymentSuccess.description')}
    />
  );
}
