import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { GenerationWaitOverlay } from '@/features/home/components/story-card/generation-wait-overlay';
import {
  renderWithProviders,
  testCard,
  testStory,
} from '@/features/home/components/story-card/test-wrapper';
import type { LessonOutcome } from '@/features/home/utils/lesson-outcome';
import type { Story } from '@/lib/api/lesson-types';
import { loadToasts } from '@/lib/toast';
import { FakeEventSource } from '@/test/fake-event-source';
import { json, mockApi } from '@/test/mock-api';

// The toast library loads with the first toast (lib/toast.ts): load it once
// beforehand, so fake timers are not racing a real module load.
beforeAll(async () => {
  await loadToasts();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('generation wait overlay', () => {
  it('counts m:ss, warns at the soft timeout and offers Stop & Refresh after 180 s', async () => {
    const story = testStory({ softTimeoutSeconds: 10 });
    mockApi({
      'GET /api/v1/stories/st_1/status': () => json(200, { ...story, status: 'processing' }),
    });
    const onStopRefresh = vi.fn();
    renderWithProviders(
      <GenerationWaitOverlay story={story} onOutcome={vi.fn()} onStopRefresh={onStopRefresh} />,
    );
    expect(screen.getByRole('region', { name: 'Making your flashcards' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    await advance(9000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:09');
    expect(screen.queryByText('⏰ Taking Longer Than Expected')).not.toBeInTheDocument();
    await advance(1000);
    await advance(500);
    expect(screen.getByText('⏰ Taking Longer Than Expected')).toBeInTheDocument();
    expect(
      screen.getByText(/Taking longer than expected\. If it does not finish/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop & Refresh' })).not.toBeInTheDocument();
    await advance(170_000);
    expect(screen.getByRole('timer')).toHaveTextContent('3:00');
    fireEvent.click(screen.getByRole('button', { name: 'Stop & Refresh' }));
    expect(onStopRefresh).toHaveBeenCalledOnce();
  });

  it('polls every 5 s without a stream and hands over the finished lesson', async () => {
    const story = testStory();
    let polls = 0;
    const calls = mockApi({
      'GET /api/v1/stories/st_1/status': () => {
        polls += 1;
        return json(200, { ...story, status: polls < 2 ? 'processing' : 'completed' });
      },
      'GET /api/v1/stories/st_1/flashcards': () =>
        json(200, { story: { ...story, status: 'completed' }, flashcards: [testCard()] }),
    });
    const onOutcome = vi.fn<(outcome: LessonOutcome) => void>();
    renderWithProviders(<GenerationWaitOverlay story={story} onOutcome={onOutcome} />);
    await advance(100);
    expect(polls).toBe(1);
    await advance(5000);
    expect(polls).toBe(2);
    expect(onOutcome).toHaveBeenCalledWith({
      kind: 'ready',
      story: { ...story, status: 'completed' },
      cards: [testCard()],
    });
    expect(calls.map((c) => c.path)).toContain('/api/v1/stories/st_1/flashcards');
  });

  it('shows cards as they stream in over server-sent events', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const story = testStory();
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () =>
        json(200, { story: { ...story, status: 'completed' }, flashcards: [testCard()] }),
    });
    const onOutcome = vi.fn<(outcome: LessonOutcome) => void>();
    renderWithProviders(<GenerationWaitOverlay story={story} onOutcome={onOutcome} />);
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/v1/stories/st_1/events');
    expect(screen.getByText('Flashcards ready: 0')).toBeInTheDocument();
    act(() => {
      source?.emit('card', testCard());
    });
    expect(screen.getByText('Flashcards ready: 1')).toBeInTheDocument();
    expect(screen.getByText('María goes to the market.')).toBeInTheDocument();
    act(() => {
      source?.emit('done', { ...story, status: 'completed' } satisfies Story);
    });
    await advance(10);
    expect(source?.closed).toBe(true);
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ kind: 'ready' }));
  });

  it('asks the server to cancel and refund at the hard timeout', async () => {
    const story = testStory({ softTimeoutSeconds: 100, hardTimeoutSeconds: 120 });
    const calls = mockApi({
      'GET /api/v1/stories/st_1/status': () => json(200, { ...story, status: 'processing' }),
      'POST /api/v1/stories/st_1/workflow-error': () =>
        json(200, { creditsRefunded: 20, status: 'failed' }),
    });
    const onOutcome = vi.fn<(outcome: LessonOutcome) => void>();
    renderWithProviders(<GenerationWaitOverlay story={story} onOutcome={onOutcome} />);
    await advance(119_000);
    expect(onOutcome).not.toHaveBeenCalled();
    await advance(1000);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(onOutcome).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'failed', creditsRefunded: 20 }),
    );
  });
});
