import { useRef, useState } from 'react';

import { useAuthActions } from '@/features/auth/hooks/use-auth-actions';
import type { AuthDialogState, AuthTab } from '@/lib/auth-dialog';

/**
 * What the Login/Register dialog holds while open (product §4): its view and
 * tab, the address, password and 'Stay logged in' typed, the password's
 * problems, and the fields to focus when the server or a view asks.
 */
export function useAuthPanel(options: AuthDialogState, onDone: () => void) {
  const [view, setView] = useState(options.view ?? 'auth');
  const [tab, setTab] = useState<AuthTab>(options.tab ?? 'login');
  const [email, setEmail] = useState(options.email ?? '');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(options.stayLoggedIn ?? true);
  const [passwordError, setPasswordError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const backToLogin = () => {
    setView('auth');
    setTab('login');
  };
  const actions = useAuthActions({
    shareId: options.shareId,
    next: options.next,
    onDone,
    onPasswordProblems: (problems) => {
      setPasswordError(problems);
      if (problems) passwordRef.current?.focus();
    },
    onResetSent: backToLogin,
    onEmailMissing: () => emailRef.current?.focus(),
  });

  return {
    actions,
    view,
    tab,
    email,
    password,
    stayLoggedIn,
    passwordError,
    emailRef,
    passwordRef,
    setEmail,
    setStayLoggedIn,
    backToLogin,
    changeTab: (next: AuthTab) => {
      setTab(next);
      setPasswordError(undefined);
    },
    changePassword: (value: string) => {
      setPassword(value);
      setPasswordError(undefined);
    },
    showForgot: () => {
      setView('forgot');
      setTimeout(() => emailRef.current?.focus(), 0);
    },
  };
}
