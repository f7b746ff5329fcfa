import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** The Genie's welcome (product §13), until the learner dismisses it on this device. */
export function GenieWelcome() {
  const { t } = useTranslation('genie');
  const [shown, setShown] = useState(
    () => readStorage(storageKeys.genieWelcomeDismissed) !== 'true',
  );
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-accent-soft p-4">
      <p className="font-semibold">{t('welcome.title')}</p>
      <p className="text-sm">{t('welcome.body')}</p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          writeStorage(storageKeys.genieWelcomeDismissed, 'true');
          setShown(false);
        }}
      >
        {t('welcome.dismiss')}
      </Button>
    </div>
  );
}
