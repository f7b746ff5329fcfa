import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { SlideText } from '@/features/flashcards/components/slide-text';
import type { SlideSource } from '@/features/flashcards/utils/slide-timing';
import { cn } from '@/lib/cn';
import type { Flashcard } from '@/lib/api/lesson-types';

interface SlideshowStageProps {
  card: Flashcard;
  targetLanguage: string;
  nativeLanguage: string;
  back: boolean;
  showVideo: boolean;
  /** The source the card plays: its <video> or <audio> is mounted only then. */
  active: SlideSource | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
  onEnded: () => void;
  onError: (source: SlideSource) => void;
  /** Under the card; beside a video, under the text (so it stays in view on a desktop). */
  controls: ReactNode;
}

/**
 * The shown slide: its text, and its video (product §9: 337 px wide, 600 px
 * tall, 416 px under 768 px) beside it or its audio.
 */
export function SlideshowStage({
  card,
  targetLanguage,
  nativeLanguage,
  back,
  showVideo,
  active,
  audioRef,
  videoRef,
  onEnded,
  onError,
  controls,
}: SlideshowStageProps) {
  const { t } = useTranslation('study');
  return (
    <>
      <div
        className={cn(
          'mt-6 flex flex-col items-center gap-6',
          showVideo && 'md:flex-row md:items-start',
        )}
      >
        {active === 'video' && (
          <video
            key={card.id}
            ref={videoRef}
            src={card.videoUrl}
            preload="auto"
            playsInline
            aria-label={t('slideshow.video', { text: card.front })}
            onEnded={onEnded}
            onError={() => {
              onError('video');
            }}
            className="h-[416px] w-[337px] shrink-0 rounded-2xl bg-black object-contain md:h-[600px]"
          />
        )}
        <div className="w-full min-w-0 px-2 sm:px-0">
          <SlideText
            card={card}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
            back={back}
            noImage={showVideo}
          />
          {showVideo && controls}
        </div>
      </div>

      {active === 'audio' && card.audioUrl && (
        <audio
          key={card.id}
          ref={audioRef}
          src={card.audioUrl}
          preload="auto"
          onEnded={onEnded}
          onError={() => {
            onError('audio');
          }}
        />
      )}

      {!showVideo && controls}
    </>
  );
}
