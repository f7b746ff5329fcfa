import { useTranslation } from 'react-i18next';

import { GenieConfirm } from '@/features/genie/components/genie-confirm';
import type { GenieSession } from '@/features/genie/hooks/use-genie-session';

/** The session's questions: spend a wish, buy a pack, and the granted wish. */
export function GenieQuestions({ session: s }: { session: GenieSession }) {
  const { t } = useTranslation('genie');
  const { credits, price } = s;
  return (
    <>
      <GenieConfirm
        open={s.pending?.kind === 'star'}
        title={t('confirm.starTitle')}
        description={t('confirm.starBody', { count: Math.max(0, s.wishes - 1) })}
        confirmLabel={t('confirm.use')}
        cancelLabel={t('confirm.notNow')}
        onConfirm={s.confirmStar}
        onCancel={s.dismiss}
      />
      <GenieConfirm
        open={s.pending?.kind === 'buy'}
        title={t('confirm.buyTitle', { price })}
        description={
          s.pending?.kind === 'buy' && s.pending.wish
            ? t('confirm.buyAndUse', { credits, price })
            : t('confirm.buyBody', { credits, price })
        }
        confirmLabel={t('confirm.buy')}
        cancelLabel={t('confirm.notNow')}
        busy={s.buying}
        onConfirm={s.confirmBuy}
        onCancel={s.dismiss}
      />
      <GenieConfirm
        open={s.granted !== null}
        title={t('confirm.grantedTitle')}
        description={t('confirm.grantedBody', { count: s.granted ?? 0 })}
        confirmLabel={t('confirm.grantedOk')}
        onConfirm={s.closeGranted}
        onCancel={s.closeGranted}
      />
    </>
  );
}
