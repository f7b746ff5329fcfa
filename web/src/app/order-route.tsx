import { useSearchParams } from 'react-router';

import { BuyCreditsPage } from '@/features/billing/buy-credits-page';
import { OrderPage } from '@/features/flashcards/order-page';

/**
 * /order is two pages (product §3): with ?story={id}, Order mode; without, the
 * buy-credits page. The route loads this chunk lazily.
 */
export function OrderRoute() {
  const [params] = useSearchParams();
  return params.get('story') === null ? <BuyCreditsPage /> : <OrderPage />;
}
