import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Where the payment provider returns after a cancelled payment (spec §2 /payment-canceled). */
export function PaymentCanceledPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.paymentCanceled.title')}
      description={t('pages.paymentCanceled.description')}
    />
  );
}
