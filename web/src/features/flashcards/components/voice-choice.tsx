import { useTranslation } from 'react-i18next';

import { chooseDeviceVoice, useDeviceVoice } from '@/lib/device-voice';
import { cn } from '@/lib/cn';

/**
 * Storyglot's audio or the device's own voice for the lesson's language
 * (the Web Speech API), remembered per language; shown only where the
 * device has a voice for it. Storyglot's audio stays the default.
 */
export function VoiceChoice({ language, className }: { language: string; className?: string }) {
  const { t } = useTranslation('study');
  const { available, chosen } = useDeviceVoice(language);
  if (!available) return null;
  return (
    <div
      role="group"
      aria-label={t('audio.voice')}
      className={cn('inline-flex rounded-xl bg-surface-muted p-0.5 text-sm', className)}
    >
      {[false, true].map((device) => (
        <button
          key={String(device)}
          type="button"
          aria-pressed={chosen === device}
          onClick={() => {
            chooseDeviceVoice(language, device);
          }}
          className={cn(
            'rounded-lg px-2.5 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-ring',
            chosen === device ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {device ? t('audio.deviceVoice') : t('audio.ourVoice')}
        </button>
      ))}
    </div>
  );
}
