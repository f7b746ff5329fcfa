import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { problemText } from '@/lib/api/problem-text';
import { acceptShare } from '@/lib/api/shares';
import { useMe } from '@/lib/session/me';
import { toastError, toastSuccess } from '@/lib/toast';

export type AcceptState =
  | { step: 'idle' }
  | { step: 'needsSignIn'; token: string }
  | { step: 'adding' }
  | { step: 'added'; storyId: string };

/**
 * /stories?publicShare={token}&autoAccept=true, where sign-in, e-mail
 * confirmation and Google sign-in land from a share link: a signed-in
 * learner's copy of the shared story is added (once; the server makes
 * repeats return the same copy), then the flags leave the URL.
 */
export function useAcceptShare(): AcceptState {
  const { t } = useTranslation('stories');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const queryClient = useQueryClient();
  const token = params.get('publicShare');
  const auto = params.get('autoAccept') === 'true';
  const mode = me.data?.mode;
  const started = useRef<string | null>(null);
  const [state, setState] = useState<AcceptState>({ step: 'idle' });

  useEffect(() => {
    if (!token || !auto || mode !== 'user' || started.current === token) return;
    started.current = token;
    setState({ step: 'adding' });
    acceptShare(queryClient, token)
      .then((res) => {
        setState({ step: 'added', storyId: res.storyId });
        toastSuccess(t('accept.addedTitle'), t('accept.added'));
      })
      .catch((error: unknown) => {
        setState({ step: 'idle' });
        const text = problemText(tc, error, {
          title: t('accept.failedTitle'),
          description: t('accept.failed'),
        });
        toastError(text.title, text.description);
      })
      .finally(() => {
        const next = new URLSearchParams(params);
        next.delete('publicShare');
        next.delete('autoAccept');
        setParams(next, { replace: true });
      });
  }, [token, auto, mode, params, setParams, queryClient, t, tc]);

  if (token && mode !== undefined && mode !== 'user' && state.step === 'idle') {
    return { step: 'needsSignIn', token };
  }
  return state;
}
