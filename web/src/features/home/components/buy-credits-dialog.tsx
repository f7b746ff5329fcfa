import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PackList } from '@/components/billing/pack-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { Me } from '@/lib/session/me';

/** 'Buy Credits' (product §12): the two packs, bought on Stripe's page. */
export function BuyCreditsDialog({ me, label }: { me: Me; label?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full">
          {label ?? t('credits.buy')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('credits.buyTitle')}</DialogTitle>
        <DialogDescription>{t('credits.buyText')}</DialogDescription>
        <div className="mt-6">
          <PackList me={me} />
        </div>
        <p className="mt-4 text-sm">
          <Link to="/order" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t('credits.orderLink')}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
