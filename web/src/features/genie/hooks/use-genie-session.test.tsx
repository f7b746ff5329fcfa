import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type { GenieResult } from '@/features/genie/api/ask-genie';
import { useGenieSession } from '@/features/genie/hooks/use-genie-session';
import { queryKeys } from '@/lib/api/query-keys';
import type { GenieContext } from '@/lib/genie-dialog';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import type { Me } from '@/lib/session/me';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { guestMe, testMeta, userMe } from '@/test/render';

const story = 'Un gato curioso sube al tejado y mira la luna.';

function genieState(overrides: Record<string, unknown> = {}) {
  return {
    available: true,
    wishesRemaining: 3,
    credits: 300,
    wishesRefreshed: false,
    promptSignup: false,
    ...overrides,
  };
}

function answer(overrides: Partial<GenieResult> = {}): GenieResult {
  return {
    action: 'new-story',
    response: story,
    ideas: [],
    wishId: 'w1',
    regenerationsLeft: 3,
    wishesRemaining: 2,
    credits: 300,
    wishesRefreshed: false,
    paidWish: false,
    ...overrides,
  };
}

function setup({
  me = guestMe,
  state = genieState(),
  price = 111,
  onAsk = () => json(200, answer()),
}: {
  me?: Me;
  state?: Record<string, unknown>;
  price?: number;
  onAsk?: (call: MockCall) => Response;
} = {}) {
  const calls = mockApi({
    'GET /api/v1/genie': () => json(200, state),
    'POST /api/v1/genie': onAsk,
    'POST /api/v1/wishes/purchase': () => json(200, { ...me, wishes: 3 }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  queryClient.setQueryData(queryKeys.me, me);
  queryClient.setQueryData(queryKeys.meta, {
    ...testMeta,
    wishPack: { credits: price, wishes: 3 },
  });
  const i18n = createI18n('en');
  const onStory = vi.fn();
  const chime = vi.fn();
  const context: GenieContext = { story: '', targetLanguage: 'es', nativeLanguage: 'en', onStory };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  const view = renderHook(() => useGenieSession({ open: true, context, chime }), { wrapper });
  const asks = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/genie');
  return { ...view, calls, asks, onStory, chime };
}

type Session = ReturnType<typeof setup>['result'];

/** Fills New Story's questions. */
function fillNewStory(result: Session) {
  act(() => {
    result.current.start('new-story');
  });
  act(() => {
    result.current.dispatch({ type: 'text', field: 'mainCharacter', value: 'un gato' });
    result.current.dispatch({ type: 'text', field: 'environment', value: 'un tejado' });
    result.current.dispatch({ type: 'text', field: 'theme', value: 'la luna' });
  });
}

describe('useGenieSession', () => {
  it('asks before spending a wish, then grants it and hands the story to the story card', async () => {
    const { result, asks, onStory, chime } = setup();
    await waitFor(() => {
      expect(result.current.wishes).toBe(3);
    });
    fillNewStory(result);
    expect(chime).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.generate();
    });
    expect(result.current.pending).toEqual({ kind: 'star', wish: 'new-story' });
    expect(asks()).toHaveLength(0);

    act(() => {
      result.current.confirmStar();
    });
    expect(result.current.pending).toBeNull();
    await waitFor(() => {
      expect(result.current.granted).toBe(2);
    });
    expect(asks()[0]?.body).toMatchObject({
      action: 'new-story',
      storyParams: { mainCharacter: 'un gato', environment: 'un tejado', theme: 'la luna' },
    });
    expect(result.current.wizard).toMatchObject({ story, step: 5, wishId: 'w1' });
    expect(onStory).toHaveBeenCalledWith(story);
    expect(result.current.announcement).toBe(`Your story: ${story}`);
    act(() => {
      result.current.closeGranted();
    });
    expect(result.current.granted).toBeNull();
  });

  it('shows the first refused question instead of asking for a wish', async () => {
    const { result } = setup();
    await waitFor(() => {
      expect(result.current.wishes).toBe(3);
    });
    act(() => {
      result.current.start('new-story');
    });
    act(() => {
      result.current.generate();
    });
    expect(result.current.pending).toBeNull();
    expect(result.current.wizard.error).toBe('validation.mainCharacter');
  });

  it("offers a user out of wishes a pack at meta's price, and pays for the wish with it", async () => {
    const { result, asks } = setup({
      me: { ...userMe, wishes: 0, credits: 150 },
      state: genieState({ wishesRemaining: 0, credits: 150 }),
      onAsk: () => json(200, answer({ paidWish: true, wishesRemaining: 2, credits: 39 })),
    });
    await waitFor(() => {
      expect(result.current.canBuy).toBe(true);
    });
    expect(result.current.price).toBe(111);
    expect(result.current.promptSignup).toBe(false);
    fillNewStory(result);
    act(() => {
      result.current.generate();
    });
    expect(result.current.pending).toEqual({ kind: 'buy', wish: 'new-story' });
    act(() => {
      result.current.confirmBuy();
    });
    await waitFor(() => {
      expect(result.current.granted).toBe(2);
    });
    expect(asks()[0]?.body).toMatchObject({ action: 'new-story', payWithCredits: true });
  });

  it('cannot buy when the credits are short of the price the server names', async () => {
    const { result } = setup({
      me: { ...userMe, wishes: 0, credits: 150 },
      state: genieState({ wishesRemaining: 0, credits: 150 }),
      price: 200,
    });
    await waitFor(() => {
      expect(result.current.wishes).toBe(0);
    });
    expect(result.current.canBuy).toBe(false);
    expect(result.current.blocked).toBe(true);
    fillNewStory(result);
    act(() => {
      result.current.generate();
    });
    expect(result.current.pending).toBeNull();
  });

  it('buys a pack without a wish in hand', async () => {
    const { result, calls } = setup({ me: { ...userMe, wishes: 0 } });
    await waitFor(() => {
      expect(result.current.canBuy).toBe(true);
    });
    act(() => {
      result.current.offerBuy();
    });
    expect(result.current.pending).toEqual({ kind: 'buy', wish: null });
    act(() => {
      result.current.confirmBuy();
    });
    await waitFor(() => {
      expect(result.current.pending).toBeNull();
    });
    expect(calls.some((c) => c.path === '/api/v1/wishes/purchase')).toBe(true);
  });

  it('prompts a sign-up when the server says so', async () => {
    const { result } = setup({ state: genieState({ wishesRemaining: 0, promptSignup: true }) });
    await waitFor(() => {
      expect(result.current.promptSignup).toBe(true);
    });
    expect(result.current.wishes).toBe(0);
    expect(result.current.canBuy).toBe(false);
  });

  it('turns an out-of-wishes answer into the buy question for a user who can pay', async () => {
    const { result } = setup({
      me: userMe,
      onAsk: () => json(402, { status: 402, title: 'Out of wishes', code: 'out_of_wishes' }),
    });
    await waitFor(() => {
      expect(result.current.canBuy).toBe(true);
    });
    fillNewStory(result);
    act(() => {
      result.current.generate();
    });
    act(() => {
      result.current.confirmStar();
    });
    await waitFor(() => {
      expect(result.current.pending).toEqual({ kind: 'buy', wish: 'new-story' });
    });
  });

  it('falls asleep when the server has no AI provider', async () => {
    const { result } = setup({
      onAsk: () => json(503, { status: 503, title: 'No AI', code: 'ai_unconfigured' }),
    });
    await waitFor(() => {
      expect(result.current.wishes).toBe(3);
    });
    expect(result.current.asleep).toBe(false);
    act(() => {
      result.current.talk('test-me');
    });
    await waitFor(() => {
      expect(result.current.asleep).toBe(true);
    });
  });

  it('keeps the chat: the question, then the answer, without taking a wish', async () => {
    const { result, asks } = setup({
      onAsk: () => json(200, answer({ response: 'Un gato es a cat.', wishesRemaining: 3 })),
    });
    await waitFor(() => {
      expect(result.current.wishes).toBe(3);
    });
    act(() => {
      result.current.talk('ask-question', '¿Qué es un gato?');
    });
    expect(result.current.chat).toEqual([{ role: 'user', content: '¿Qué es un gato?' }]);
    await waitFor(() => {
      expect(result.current.chat).toHaveLength(2);
    });
    expect(result.current.chat[1]).toEqual({ role: 'assistant', content: 'Un gato es a cat.' });
    expect(asks()[0]?.body).toMatchObject({
      action: 'ask-question',
      userMessage: '¿Qué es un gato?',
      conversationHistory: [],
    });
    expect(result.current.granted).toBeNull();
  });
});
