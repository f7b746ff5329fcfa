import type { Flashcard, Story } from '@/lib/api/lesson-types';

function parse(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
}

/** The cards with one more, in lesson order; a card already there is not added twice. */
export function addCard(cards: Flashcard[], card: Flashcard): Flashcard[] {
  if (cards.some((c) => c.position === card.position)) return cards;
  return [...cards, card].sort((a, b) => a.position - b.position);
}

interface LessonStreamHandlers {
  onCard: (card: Flashcard) => void;
  onStatus: (story: Story) => void;
  /** The lesson's last status (the stream is closed). */
  onDone: (story: Story) => void;
  /** The stream broke (it is closed): fall back to polling. */
  onError: () => void;
}

/** The server-sent events of a lesson being made (product §6): its cards and statuses. */
export function openLessonStream(id: string, handlers: LessonStreamHandlers): EventSource {
  const source = new EventSource(`/api/v1/stories/${encodeURIComponent(id)}/events`);
  source.addEventListener('card', (event) => {
    const card = parse(event) as Flashcard | undefined;
    if (card) handlers.onCard(card);
  });
  source.addEventListener('status', (event) => {
    const s = parse(event) as Story | undefined;
    if (s) handlers.onStatus(s);
  });
  source.addEventListener('done', (event) => {
    source.close();
    const s = parse(event) as Story | undefined;
    if (s) handlers.onDone(s);
  });
  source.onerror = () => {
    source.close();
    handlers.onError();
  };
  return source;
}
