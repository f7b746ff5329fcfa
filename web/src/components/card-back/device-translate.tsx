import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useDeviceTranslation } from '@/lib/use-device-translation';

interface DeviceTranslateProps {
  text: string;
  targetLanguage: string;
  nativeLanguage: string;
  /** Keeps the browser's translation as the learner's correction of the card; absent where the card is not theirs. */
  onKeep?: (text: string) => void;
  keeping?: boolean;
}

/**
 * "Translate on this device" (product §6): shown only where the browser has
 * an on-device translator for the pair; its result is labelled as the
 * browser's machine translation, and the learner may keep it.
 */
export function DeviceTranslate({
  text,
  targetLanguage,
  nativeLanguage,
  onKeep,
  keeping,
}: DeviceTranslateProps) {
  const { t } = useTranslation('lesson');
  const { result, translate } = useDeviceTranslation(targetLanguage, nativeLanguage, text, true);
  if (result.state === 'unavailable') return null;
  if (result.state === 'done') {
    return (
      <div className="mt-3 rounded-xl border border-line px-3 py-2">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('device.label')}
        </p>
        <p lang={nativeLanguage} className="mt-1 text-base">
          {result.text}
        </p>
        {onKeep && (
          <Button
            variant="secondary"
            className="mt-2"
            disabled={keeping}
            onClick={() => {
              onKeep(result.text);
            }}
          >
            {t('device.keep')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mt-3">
      <Button
        variant="secondary"
        disabled={result.state === 'working'}
        onClick={() => void translate()}
      >
        {result.state === 'working' ? t('device.working') : t('device.translate')}
      </Button>
      {result.state === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {t('device.failed')}
        </p>
      )}
    </div>
  );
}
