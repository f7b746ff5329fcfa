import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

interface OrderActionsProps {
  checkRef: Ref<HTMLButtonElement>;
  /** No word placed yet: nothing to check or reset. */
  empty: boolean;
  onCheck: () => void;
  onReset: () => void;
}

/** Check and Reset under the sentence being built. */
export function OrderActions({ checkRef, empty, onCheck, onReset }: OrderActionsProps) {
  const { t } = useTranslation('study');
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      <Button ref={checkRef} aria-keyshortcuts="Enter" disabled={empty} onClick={onCheck}>
        {t('order.check')}
      </Button>
      <Button variant="secondary" disabled={empty} onClick={onReset}>
        {t('order.reset')}
      </Button>
    </div>
  );
}
