import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { lessonDataId, seedLessonData } from '@/app/seed-lesson-data';
import { lessonQuery } from '@/features/flashcards/api/get-lesson';
import { queryKeys } from '@/lib/api/query-keys';

const story = { id: 's1', title: 'El mercado' };
const flashcards = { story, flashcards: [{ id: 'c1', front: 'Hola' }] };
const queue = {
  storyId: 's1',
  cards: [{ cardId: 'c1', storyId: 's1', position: 0, group: 'new' }],
};

function page(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = lessonDataId;
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('seedLessonData', () => {
  it('puts the page’s lesson and queue in the cache, both to be asked again', () => {
    page(JSON.stringify({ flashcards, queue }));
    const client = new QueryClient();
    expect(seedLessonData(client, 's1')).toBe(true);
    const lesson = client.getQueryState(lessonQuery('s1').queryKey);
    expect(lesson?.data).toEqual({ ...flashcards, local: false });
    expect(lesson?.isInvalidated).toBe(true);
    const q = client.getQueryState(queryKeys.studyQueues.one('s1'));
    expect(q?.data).toEqual(queue);
    expect(q?.isInvalidated).toBe(true);
    // Read once: the element is gone, a later call finds nothing.
    expect(document.getElementById(lessonDataId)).toBeNull();
    expect(seedLessonData(new QueryClient(), 's1')).toBe(false);
  });

  it('keeps nothing of another story, or of what is not JSON', () => {
    for (const json of [JSON.stringify({ flashcards, queue }), '{"flashcards":']) {
      page(json);
      const client = new QueryClient();
      expect(seedLessonData(client, 's2')).toBe(false);
      expect(client.getQueryData(lessonQuery('s2').queryKey)).toBeUndefined();
      expect(client.getQueryData(queryKeys.studyQueues.one('s2'))).toBeUndefined();
    }
  });

  it('is a no-op on a page without lesson data', () => {
    expect(seedLessonData(new QueryClient(), 's1')).toBe(false);
  });
});
