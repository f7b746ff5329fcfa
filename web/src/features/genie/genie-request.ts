import type { GenieRequest } from '@/features/genie/api/ask-genie';
import type { WizardState } from '@/features/genie/wizard-model';
import type { GenieContext } from '@/lib/genie-dialog';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Product §13: the Genie reads at most this much of the current story... */
const maxStoryChars = 20_000;
/** ...and the last ten messages of the conversation. */
const maxHistory = 10;

/** What every call to the Genie carries: the languages, the story and the recent chat. */
export function baseRequest(
  context: GenieContext,
  chat: ChatMessage[],
): Pick<
  GenieRequest,
  'targetLanguage' | 'nativeLanguage' | 'currentStory' | 'conversationHistory'
> {
  return {
    targetLanguage: context.targetLanguage,
    nativeLanguage: context.nativeLanguage,
    currentStory: context.story.slice(0, maxStoryChars),
    conversationHistory: chat.slice(-maxHistory),
  };
}

/** The wizards' answers, as the Genie's nested parameters. */
export function wizardRequest(wizard: WizardState): Partial<GenieRequest> {
  return {
    storyParams: {
      mainCharacter: wizard.mainCharacter,
      environment: wizard.environment,
      theme: wizard.theme,
      length: wizard.length,
    },
    changeStoryParams: {
      originalStory: wizard.originalStory,
      requestedChanges: wizard.requestedChanges,
      targetLength: wizard.targetLength,
    },
    storyIdeasParams: {
      userInterests: wizard.userInterests,
      storyLength: wizard.length,
      selectedIdeaId: wizard.selectedIdeaId ?? '',
    },
    wishId: wizard.wishId ?? undefined,
  };
}
