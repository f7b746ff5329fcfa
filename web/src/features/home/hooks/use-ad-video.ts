import { useEffect, useRef, useState } from 'react';

/**
 * The ad's video player (product §17): autoplays muted, shows a play overlay
 * when the browser refuses, and retries a broken video once from a blob.
 */
export function useAdVideo(videoUrl: string | undefined) {
  const [needsTap, setNeedsTap] = useState(false);
  const [blobUrl, setBlobUrl] = useState<string>();
  const [broken, setBroken] = useState(false);
  const retried = useRef(false);
  const video = useRef<HTMLVideoElement>(null);
  const src = blobUrl ?? videoUrl;

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
    if (retried.current || !videoUrl) {
      setBroken(true);
      return;
    }
    retried.current = true;
    try {
      const response = await fetch(new Request(new URL(videoUrl, window.location.origin)));
      if (!response.ok) throw new Error(`ad video: ${String(response.status)}`);
      setBlobUrl(URL.createObjectURL(await response.blob()));
    } catch {
      setBroken(true);
    }
  }

  return {
    video,
    src,
    broken,
    needsTap,
    /** The video ended (on a phone it does not loop): offer to play it again. */
    ended: () => {
      setNeedsTap(true);
    },
    replay: () => {
      if (video.current) play(video.current);
    },
    retryAsBlob,
  };
}
