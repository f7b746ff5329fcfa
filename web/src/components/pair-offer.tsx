import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useOffer, type Offer } from '@/lib/api/offers';
import { deviceAvailability, type DeviceAvailability } from '@/lib/device-translator';
import { cn } from '@/lib/cn';
import { useLanguageName } from '@/lib/use-language-name';

interface PairOfferProps {
  target: string;
  native: string;
  className?: string;
}

/**
 * Before a learner pays (product §6): what a lesson of this pair will have on
 * this server right now — a sentence translation or word glosses only,
 * pronunciation, audio, pictures — and the way to get more.
 */
export function PairOffer({ target, native, className }: PairOfferProps) {
  const { t } = useTranslation('lesson');
  const language = useLanguageName();
  const offer = useOffer(target, native);
  const device = useDeviceCan(target, native, offer?.back === 'glosses' || offer?.back === 'none');
  if (!offer || target === native) return null;
  const items: [boolean, string][] = [
    [offer.pronunciation, t('offer.pronunciation')],
    [offer.audio, t('offer.audio')],
    [offer.hints, t('offer.hints')],
    [offer.pictures, t('offer.pictures')],
  ];
  const has = items.filter(([yes]) => yes).map(([, label]) => label);
  const lacks = items.filter(([yes]) => !yes).map(([, label]) => label);
  // One line says what matters before paying; the rest opens on request, so
  // that Generate stays on a small phone's first screen.
  return (
    <details data-testid="pair-offer" className={cn('text-sm', className)}>
      <summary className="cursor-pointer rounded-lg text-xs text-ink-muted focus-visible:outline-2 focus-visible:outline-ring">
        {t(`offer.short.${shortKey(offer.back)}`)}
      </summary>
      <p className="mt-1">
        <span className="font-semibold">{t('offer.title')}</span> {backText(t, offer, language)}
      </p>
      <p className="mt-1 text-ink-muted">
        {has.length > 0 && t('offer.has', { list: has.join(', ') })}{' '}
        {lacks.length > 0 && t('offer.lacks', { list: lacks.join(', ') })}
      </p>
      {(offer.back === 'glosses' || offer.back === 'none') && (
        <p className="mt-1 text-ink-muted">
          {device === 'available'
            ? t('offer.deviceCan')
            : device === 'unavailable'
              ? t('offer.more')
              : t('offer.deviceAfterDownload')}
        </p>
      )}
    </details>
  );
}

function shortKey(back: Offer['back']) {
  switch (back) {
    case 'translation':
      return 'translation';
    case 'machine-draft':
    case 'machine-draft-via':
      return 'machineDraft';
    case 'glosses':
      return 'glosses';
    default:
      return 'none';
  }
}

function backText(
  t: ReturnType<typeof useTranslation<'lesson'>>['t'],
  offer: Offer,
  language: (code: string) => string,
): string {
  switch (offer.back) {
    case 'translation':
      return t('offer.back.translation');
    case 'machine-draft':
      return t('offer.back.machineDraft');
    case 'machine-draft-via':
      return t('offer.back.machineDraftVia', { language: language(offer.via ?? 'es') });
    case 'glosses':
      return t('offer.back.glosses');
    default:
      return t('offer.back.none');
  }
}

/**
 * Whether this browser can translate the pair on the device (asked only
 * where the server cannot): 'available' now, 'downloadable' after a one-time
 * language pack, or 'unavailable'.
 */
function useDeviceCan(target: string, native: string, wanted: boolean): DeviceAvailability {
  const pair = `${target}>${native}`;
  const [can, setCan] = useState<{ pair: string; a: DeviceAvailability } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void deviceAvailability(target, native).then((a) => {
      if (live) setCan({ pair, a });
    });
    return () => {
      live = false;
    };
  }, [target, native, pair, wanted]);
  return wanted && can?.pair === pair ? can.a : 'unavailable';
}
