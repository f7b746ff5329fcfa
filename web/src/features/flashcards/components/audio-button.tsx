import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { getPlaybackRate, playExclusively } from '@/features/flashcards/utils/playback';
import { speakWithDevice, usesDeviceVoice } from '@/lib/device-voice';
import { cn } from '@/lib/cn';

interface AudioButtonProps {
  src: string;
  /** Accessible name, e.g. 'Play audio'. */
  label: string;
  className?: string;
  /** For keys and autoplay: what the button does, and playing without it. */
  ref?: Ref<AudioHandle>;
  /**
   * What the audio says, in which language: where the learner chose the
   * device's own voice for it, the device says it instead (issue 29);
   * Storyglot's audio stays the default and the fallback.
   */
  speech?: { text: string; lang: string } | undefined;
}

/** What an AudioButton lets its parent do (e.g. the P key, autoplay). */
export interface AudioHandle {
  /** As the button does: play, or pause if it plays. */
  toggle: () => void;
  /** Plays from the start, pausing the rest; rejects like play() (e.g. autoplay refused). */
  play: () => Promise<void>;
  /** Focuses the button (e.g. when the browser refused to play before a touch). */
  focus: () => void;
}

/**
 * A play/pause button over an <audio> element. Only one plays at a time:
 * starting one pauses every other audio or video on the page; it plays at
 * the learner's chosen speed.
 */
export function AudioButton({ src, label, className, ref, speech }: AudioButtonProps) {
  const { t } = useTranslation('lesson');
  const audio = useRef<HTMLAudioElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  /** Plays: with the device's voice where the learner chose it (falling back to ours), else our audio. */
  function play(): Promise<void> {
    const element = audio.current;
    if (speech && usesDeviceVoice(speech.lang)) {
      setPlaying(true);
      return speakWithDevice(speech.text, speech.lang, getPlaybackRate())
        .catch(() => (element ? playExclusively(element) : undefined))
        .finally(() => {
          setPlaying(false);
        });
    }
    return element ? playExclusively(element) : Promise.reject(new Error('no audio'));
  }

  function toggle() {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playing && speech) {
      window.speechSynthesis.cancel();
      return;
    }
    setFailed(false);
    play().catch(() => {
      setFailed(true);
    });
  }

  useImperativeHandle(ref, () => ({
    toggle,
    play,
    focus: () => {
      button.current?.focus();
    },
  }));

  return (
    <span className="inline-flex items-center gap-2">
      <button
        ref={button}
        type="button"
        onClick={toggle}
        aria-label={playing ? t('review.pause') : label}
        aria-pressed={playing}
        className={cn(
          'flex size-9 items-center justify-center rounded-full bg-brand-soft text-brand transition-colors hover:bg-brand hover:text-on-brand focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        {playing ? (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <rect x="5" y="4" width="3.5" height="12" rx="1" />
            <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6 4.5v11a1 1 0 0 0 1.5.9l9-5.5a1 1 0 0 0 0-1.8l-9-5.5A1 1 0 0 0 6 4.5Z" />
          </svg>
        )}
      </button>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => {
          setPlaying(true);
        }}
        onPause={() => {
          setPlaying(false);
        }}
        onEnded={() => {
          setPlaying(false);
        }}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
      {failed && (
        <span role="alert" className="text-xs text-danger">
          {t('review.audioError')}
        </span>
      )}
    </span>
  );
}
