import type { GuestReview } from '@/lib/guest-reviews';

/**
 * Background Sync of answers given offline (decision 0021). The
 * page keeps the waiting answers (localStorage) and hands the service worker
 * a copy; where the browser has Background Sync, the worker sends them on
 * its 'sync' event once the network is back, even if every page is closed.
 * Elsewhere the page sends them itself (offline-answers.ts), as before.
 */

/** The Background Sync tag the worker listens for (web/sw/service-worker.js). */
export const answersSyncTag = 'storyglot-answers';

/** How long the page waits for the worker to say it kept the answers. */
const replyWithinMs = 2000;

interface SyncManager {
  register: (tag: string) => Promise<void>;
}

/** Asks the worker to keep these answers; true once it has them. */
function tellWorker(worker: ServiceWorker, reviews: GuestReview[]): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      resolve(false);
    }, replyWithinMs);
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => {
      clearTimeout(timer);
      resolve(event.data.kept === true);
    };
    worker.postMessage({ type: 'answers', reviews }, [channel.port2]);
  });
}

/**
 * Gives the worker the answers waiting now (none: it forgets its copy) and,
 * when some wait and the browser can, registers a Background Sync. Resolves
 * to true when a sync will send them; false leaves it to the page.
 */
export async function handAnswersToWorker(reviews: GuestReview[]): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = registration?.active;
    if (!registration || !worker) return false;
    const kept = await tellWorker(worker, reviews);
    // Background Sync is not in every browser (nor in TypeScript's DOM types).
    const sync = (registration as { sync?: SyncManager }).sync;
    if (!kept || reviews.length === 0 || !sync) return false;
    await sync.register(answersSyncTag);
    return true;
  } catch {
    // No worker or no permission: the page sends them when it can.
    return false;
  }
}

/** Calls onSent with the keys of the answers the worker sent (while this page is open). */
export function onAnswersSent(onSent: (keys: string[]) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  function listen(event: MessageEvent<unknown>) {
    const data = event.data as { type?: unknown; keys?: unknown } | null;
    if (data?.type !== 'answers-sent' || !Array.isArray(data.keys)) return;
    onSent(data.keys.filter((key): key is string => typeof key === 'string'));
  }
  navigator.serviceWorker.addEventListener('message', listen);
  return () => {
    navigator.serviceWorker.removeEventListener('message', listen);
  };
}
