import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { defaultAd, useCurrentAd } from '@/features/home/components/story-card/api/get-current-ad';
import { trackEvent } from '@/features/home/components/story-card/api/track-event';
import { useIsMobile } from '@/features/home/components/story-card/use-is-mobile';

/** Spec §9: the ad counts down 2 s per character of the story. */
export const adSecondsPerCharacter = 2;

interface AdOverlayProps {
  /** Characters of the story being made: the countdown is twice that in seconds. */
  storyLength: number;
  /** The countdown ended or the learner closed the ad. */
  onDone: () => void;
}

/**
 * The generation ad of spec §2/§4: a muted, autoplaying video in a 337 px
 * player, a countdown with a progress bar, a close button and a mute toggle.
 * When autoplay is refused a play overlay shows; a broken video is retried
 * once from a blob; it loops on desktop and offers to play again on mobile.
 */
export function AdOverlay({ storyLength, onDone }: AdOverlayProps) {
  const { t } = useTranslation('lesson');
  const isMobile = useIsMobile();
  const ad = useCurrentAd(true);
  const total = Math.max(1, storyLength * adSecondsPerCharacter);
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
  }, [total, onDone]);

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
    trackEvent('ad_closed', { remainingSeconds: remaining, default: current?.default ?? true });
    onDone();
  }

  const linkUrl = current?.linkUrl;
  const linkLabel = current?.linkLabel ?? t('ad.bookNow');
  return (
    <aside
      aria-label={t('ad.label')}
      className="fixed right-4 bottom-4 z-40 flex w-[337px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-line bg-black text-white shadow-2xl"
    >
      <div className="flex items-center justify-between gap-2 bg-black/80 px-3 py-2 text-xs">
        <span>{t('ad.remaining', { count: remaining })}</span>
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
        aria-valuemax={total}
        aria-valuenow={total - remaining}
        className="h-1 w-full bg-white/20"
      >
        <div
          className="h-full bg-brand transition-[width] duration-1000 ease-linear"
          style={{ width: `${String(((total - remaining) / total) * 100)}%` }}
        />
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
