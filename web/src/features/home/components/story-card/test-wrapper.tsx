import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { ToasterSlot } from '@/components/toaster-slot';
import { createI18n } from '@/lib/i18n';
import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { createQueryClient } from '@/lib/query-client';
import { testCard as lessonCard, testStory as lessonStory } from '@/test/lesson-fixtures';

/** Renders one component of the story card with translations, the data cache and toasts. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
        <ToasterSlot />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A lesson being made: the story card's moment (shared fixtures, src/test/lesson-fixtures). */
export function testStory(overrides: Partial<Story> = {}): Story {
  return lessonStory({ status: 'queued', loadingFlashcards: true, cardsDone: 0, ...overrides });
}

/** A machine-drafted card with pronunciation and audio. */
export function testCard(overrides: Partial<Flashcard> = {}): Flashcard {
  return lessonCard({
    machineDraft: true,
    pronunciation: 'maɾˈia βˈa al meɾkˈaðo',
    audioUrl: '/files/audio/a.mp3',
    ...overrides,
  });
}
