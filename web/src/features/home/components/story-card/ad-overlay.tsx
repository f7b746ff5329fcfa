import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { defaultAd, useCurrentAd } from '@/features/home/api/get-current-ad';
import { trackEvent } from '@/features/home/api/track-event';
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
  const [remaining, setRemaining] = useState(total);
  const [muted, setMuted] = useState(true);
  const [needsTap, setNeedsTap] = useState(false);
  const [blobUrl, setBlobUrl] = useState<string>();
  const [broken, setBroken] = useState(false);
  const retried = useRef(false);
  const video = useRef<HTMLVideoElement>(null);

  const current = ad.data ?? (ad.isError ? defaultAd : undefined);
  const src = blobUrl ?? current?.videoUrl;

  useEffect(() => {
    if (!measured) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onDone();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [measured, total, onDone]);

  useEffect(
    () => () => {
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    },
    [blobUrl],
  );

  // Autoplay muted; browsers may still refuse, then the play overlay shows.
  useEffect(() => {
    const element = video.current;
    if (!element || !src) return;
    play(element);
  }, [src]);

  function play(element: HTMLVideoElement) {
    try {
      const result = element.play() as Promise<void> | undefined;
      if (result) {
        result.then(
          () => {
            setNeedsTap(false);
          },
          () => {
            setNeedsTap(true);
          },
        );
      }
    } catch {
      setNeedsTap(true);
    }
  }

  async function retryAsBlob() {
    if (retried.current || !current) {
      setBroken(true);
      return;
    }
    retried.current = true;
    try {
      const response = await fetch(new Request(new URL(current.videoUrl, window.location.origin)));
      if (!response.ok) throw new Error(`ad video: ${String(response.status)}`);
      setBlobUrl(URL.createObjectURL(await response.blob()));
    } catch {
      setBroken(true);
    }
  }

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
      <div className="flex items-center justify-between gap-2 bg-black/80 px-3 py-2 text-xs">
        <span>{measured ? t('ad.remaining', { count: remaining }) : t('ad.untilReady')}</span>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => {
              setMuted((m) => !m);
            }}
            aria-pressed={!muted}
            className="rounded-md px-2 py-1 font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            {muted ? t('ad.unmute') : t('ad.mute')}
          </button>
          <button
            type="button"
            onClick={close}
            aria-label={t('ad.close')}
            className="rounded-md px-2 py-1 text-base leading-none font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('ad.progress')}
        aria-valuemin={0}
        aria-valuemax={measured ? total : undefined}
        aria-valuenow={measured ? total - remaining : undefined}
        className="h-1 w-full overflow-hidden bg-white/20"
      >
        {measured ? (
          <div
            className="h-full bg-brand transition-[width] duration-1000 ease-linear"
            style={{ width: `${String(((total - remaining) / total) * 100)}%` }}
          />
        ) : (
          <div className="h-full w-1/3 animate-pulse bg-brand" />
        )}
      </div>
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
              if (isMobile) setNeedsTap(true);
            }}
          />
        )}
        {needsTap && !broken && (
          <button
            type="button"
            onClick={() => {
              if (video.current) play(video.current);
            }}
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
