import { createContext, useContext } from 'react';

export type AuthTab = 'login' | 'register';

/** How to open the Login/Register dialog (product §4). */
export interface AuthDialogOptions {
  /** The tab to show first (default login). */
  tab?: AuthTab;
  /** An address to prefill, e.g. from the landing form. */
  email?: string;
  /**
   * The public share the visitor came from: the headline becomes 'Login to
   * View Your Shared Story!' and a successful sign-in adds the story.
   */
  shareId?: string;
  /** Start in the 'Forgot Password?' view instead of the tabs. */
  view?: 'auth' | 'forgot';
  /** Where a successful sign-in goes (the confirmed sign-up: My Stories, product §4). */
  next?: string;
  /** How 'Stay logged in' starts (default ticked): as the learner chose at sign-up. */
  stayLoggedIn?: boolean;
}

export interface AuthDialogState extends AuthDialogOptions {
  open: boolean;
  /** Changes on every opening, so the dialog starts fresh each time. */
  openCount: number;
}

export interface AuthDialogControls {
  state: AuthDialogState;
  openAuthDialog: (options?: AuthDialogOptions) => void;
  closeAuthDialog: () => void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens and closes the one Login/Register dialog of the app, from any page. */
export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return controls;
}
