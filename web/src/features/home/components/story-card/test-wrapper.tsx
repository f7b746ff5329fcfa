import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';

import { createI18n } from '@/lib/i18n';
import type { Flashcard, Story } from '@/lib/guest-stories';
import { createQueryClient } from '@/lib/query-client';

/** Renders one component of the story card with translations, the data cache and toasts. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export function testStory(overrides: Partial<Story> = {}): Story {
  return {
    id: 'st_1',
    title: 'María va al mercado.',
    content: 'María va al mercado.',
    nativeLanguage: 'en',
    targetLanguage: 'es',
    languagePair: 'spanish_english',
    status: 'queued',
    loadingFlashcards: true,
    creditsCharged: 20,
    creditsRefunded: 0,
    cardsDone: 0,
    wrongLanguage: false,
    softTimeoutSeconds: 300,
    hardTimeoutSeconds: 780,
    createdAt: '2026-11-22T05:00:00Z',
    ...overrides,
  };
}

export function testCard(overrides: Partial<Flashcard> = {}): Flashcard {
  return {
    id: 'fc_1',
    storyId: 'st_1',
    position: 0,
    kind: 'sentence',
    front: 'María va al mercado.',
    back: 'María goes to the market.',
    machineDraft: true,
    pronunciation: 'maɾˈia βˈa al meɾkˈaðo',
    audioUrl: '/files/audio/a.mp3',
    videoUrl: '/api/v1/flashcards/fc_1/video',
    hints: [],
    languagePair: 'spanish_english',
    ...overrides,
  };
}
