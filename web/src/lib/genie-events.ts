/**
 * The window events between the story card and the Genie dialog, which live
 * in different features: the lamp opens the Genie with the story card's
 * context; the Genie hands a granted story back to the story input.
 */
export const openGenieEvent = 'storyglot:open-genie';
export const genieStoryEvent = 'storyglot:genie-story';

/** What the story card tells the Genie when it opens it. */
export interface GenieContext {
  story: string;
  targetLanguage: string;
  nativeLanguage: string;
}

export function openGenie(context: GenieContext) {
  window.dispatchEvent(new CustomEvent<GenieContext>(openGenieEvent, { detail: context }));
}

/** Puts a story the Genie wrote into the story input ('Your Story' tab). */
export function pasteGenieStory(story: string) {
  window.dispatchEvent(new CustomEvent<{ story: string }>(genieStoryEvent, { detail: { story } }));
}
