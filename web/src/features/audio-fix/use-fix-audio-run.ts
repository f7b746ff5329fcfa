import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFixAudio } from '@/features/audio-fix/audio-fix-api';
import { ApiError } from '@/lib/api/client';

/**
 * Makes a lesson's audio again, one card's (`run(cardId)`) or all of them
 * (`run()`), and words the outcome for the page's status line.
 */
export function useFixAudioRun(storyId: string) {
  const { t } = useTranslation('media');
  const fix = useFixAudio(storyId);
  const [message, setMessage] = useState('');

  const run = (cardId?: string) => {
    setMessage('');
    fix.mutate(cardId, {
      onSuccess: (data) => {
        const changed = data.cards.filter((c) => c.changed).length;
        setMessage(changed ? t('audioFix.fixed', { count: changed }) : t('audioFix.same'));
      },
      onError: (err) => {
        setMessage(
          err instanceof ApiError && err.status === 409
            ? t('audioFix.notReady')
            : t('audioFix.failed'),
        );
      },
    });
  };

  return { run, pending: fix.isPending, message };
}
