import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

interface GenieOutOfWishesProps {
  /** The server asks a guest at 0 wishes to sign up. */
  promptSignup: boolean;
  canBuy: boolean;
  onSignUp: () => void;
  onBuy: () => void;
}

/** Product §13: no wish left — a guest is offered a sign-up, a user with the credits a pack. */
export function GenieOutOfWishes({ promptSignup, canBuy, onSignUp, onBuy }: GenieOutOfWishesProps) {
  const { t } = useTranslation('genie');
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <p className="font-semibold">{promptSignup ? t('out.guest') : t('out.user')}</p>
      {promptSignup ? (
        <Button className="self-start" onClick={onSignUp}>
          {t('out.signUp')}
        </Button>
      ) : (
        canBuy && (
          <Button className="self-start" onClick={onBuy}>
            {t('out.buy')}
          </Button>
        )
      )}
    </div>
  );
}
