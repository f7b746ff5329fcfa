import { createContext, useContext } from 'react';

/** What the story card tells the Genie when it opens it. */
export interface GenieContext {
  story: string;
  targetLanguage: string;
  nativeLanguage: string;
  /** Puts a story the Genie wrote into the story input ('Your Story' tab). */
  onStory?: (story: string) => void;
}

export interface GenieDialogState {
  open: boolean;
  /** 0 until the Genie is first asked for: its code loads then. */
  openCount: number;
  context: GenieContext;
}

export interface GenieDialogControls {
  state: GenieDialogState;
  openGenie: (context: GenieContext) => void;
  closeGenie: () => void;
}

export const GenieDialogContext = createContext<GenieDialogControls | null>(null);

/**
 * Opens and closes the one Genie dialog of the app (product §13): the story
 * card and the Genie live in different features, and meet here.
 */
export function useGenieDialog(): GenieDialogControls {
  const controls = useContext(GenieDialogContext);
  if (!controls) throw new Error('useGenieDialog must be used inside GenieDialogProvider');
  return controls;
}
