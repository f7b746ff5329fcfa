import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { defaultAd, useCurrentAd } from '@/features/home/api/get-current-ad';
import { trackEvent } from '@/features/home/api/track-event';
import { AdBar } from '@/features/home/components/story-card/ad-bar';
import { AdProgress } from '@/features/home/components/story-card/ad-progress';
import { useAdCountdown } from '@/features/home/hooks/use-ad-countdown';
import { useAdVideo } from '@/features/home/hooks/use-ad-video';
import { useIsMobile } from '@/features/home/hooks/use-is-mobile';

interface AdOverlayProps {
  /**
   * How long the lesson is expected to take, in seconds, as the server
   * measured it (the median of its latest lessons like this one; decision
   * 0021). 0: not measured yet, so no countdown: the ad stays until the
   * lesson is ready or the learner closes it.
   */
  expectedSeconds: number;
  /** The countdown ended or the learner closed the ad. */
  onDone: () => void;
}

/**
 * The generation ad of product §6, §17: a muted, autoplaying video in a 337 px
 * player, the expected time left with a progress bar, a close button and a mute toggle.
 * When autoplay is refused a play overlay shows; a broken video is retried
 * once from a blob; it loops on desktop and offers to play again on mobile.
 */
export function AdOverlay({ expectedSeconds, onDone }: AdOverlayProps) {
  const { t } = useTranslation('lesson');
  const isMobile = useIsMobile();
  const ad = useCurrentAd(true);
  const measured = expectedSeconds > 0;
  const total = Math.max(1, Math.round(expectedSeconds));
  const remaining = useAdCountdown(measured, total, onDone);
  const [muted, setMuted] = useState(true);
  const current = ad.data ?? (ad.isError ? defaultAd : undefined);
  const { video, src, broken, needsTap, ended, replay, retryAsBlob } = useAdVideo(
    current?.videoUrl,
  );

  function close() {
    trackEvent('ad_closed', {
      remainingSeconds: measured ? remaining : null,
      default: current?.default ?? true,
    });
    onDone();
  }

  const linkUrl = current?.linkUrl;
  const linkLabel = current?.linkLabel ?? t('ad.bookNow');
  return (
    <aside
      aria-label={t('ad.label')}
      className="sg-after-a-moment fixed right-4 bottom-4 z-40 flex w-[337px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-line bg-black text-white shadow-2xl"
    >
      <AdBar
        status={measured ? t('ad.remaining', { count: remaining }) : t('ad.untilReady')}
        muted={muted}
        onToggleMute={() => {
          setMuted((m) => !m);
        }}
        onClose={close}
      />
      <AdProgress total={measured ? total : 0} remaining={remaining} />
      <div className="relative" style={{ height: isMobile ? 416 : 600 }}>
        {src && !broken && (
          <video
            ref={video}
            src={src}
            muted={muted}
            autoPlay
            playsInline
            loop={!isMobile}
            preload="auto"
            aria-label={t('ad.label')}
            className="size-full object-cover"
            onError={() => void retryAsBlob()}
            onEnded={() => {
              if (isMobile) ended();
            }}
          />
        )}
        {needsTap && !broken && (
          <button
            type="button"
            onClick={replay}
            className="absolute inset-0 flex items-center justify-center bg-black/50 text-lg font-semibold focus-visible:outline-2 focus-visible:outline-white"
          >
            {isMobile ? t('ad.tapToPlay') : t('ad.clickToPlay')}
          </button>
        )}
      </div>
      {linkUrl && (
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="bg-accent px-4 py-3 text-center text-sm font-bold tracking-wide text-white uppercase hover:opacity-90"
        >
          {linkLabel}
        </a>
      )}
    </aside>
  );
}
