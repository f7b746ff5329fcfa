import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { NeedsNetwork } from '@/components/offline/needs-network';
import { SignUpOffer } from '@/components/sign-up-offer';
import type { SaveYourStoryState } from '@/components/save-your-story-dialog';
import { AdOverlay } from '@/features/home/components/story-card/ad-overlay';
import { AiStoryTab } from '@/features/home/components/story-card/ai-story-tab';
import { useCreateStory } from '@/features/home/api/create-story';
import { GenieButton } from '@/features/home/components/story-card/genie-button';
import { GenerationWaitOverlay } from '@/features/home/components/story-card/generation-wait-overlay';
import { LanguageMismatch } from '@/features/home/components/story-card/language-mismatch';
import { LanguageSettings } from '@/features/home/components/story-card/language-settings';
import { PairOffer } from '@/components/pair-offer';
import {
  lessonToastId,
  maxStoryLength,
  minStoryLength,
  storyCost,
} from '@/features/home/utils/rules';
import { lessonProblem } from '@/features/home/utils/problem-messages';
import { queryKeys } from '@/lib/api/query-keys';
import { defaultNativeLanguage, defaultTargetLanguage } from '@/lib/preferred-languages';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { useLanguageName } from '@/lib/use-language-name';
import type { LessonOutcome } from '@/features/home/hooks/use-lesson-progress';
import { failureMessageKeys } from '@/features/home/utils/failure-message';
import { ApiError } from '@/lib/api/client';
import { useMeta } from '@/lib/api/meta';
import type { Story } from '@/lib/api/lesson-types';
import { readGuestStories, saveGuestStory } from '@/lib/guest-stories';
import type { Me } from '@/lib/session/me';
import { toast, toastError } from '@/lib/toast';

/** The eleven learning languages of product §2, used until the server's list is loaded. */
const fallbackLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar'].map(
  (code) => ({ code, name: code, nativeName: code }),
);

type Tab = 'your-story' | 'ai-story';

/**
 * The story input card of product §3, §6: 'Your Story' and 'AI Story' tabs, the
 * counter and credit shortfall, the language settings, the Genie button and,
 * while a lesson is made, the wait overlay and the generation ad.
 */
/** How long a lesson may take before 'started' is said (the overlays fade in at 0.7 s). */
const startedToastDelayMs = 1000;

export function StoryCard({ me }: { me: Me }) {
  const { t } = useTranslation('lesson');
  const meta = useMeta();
  const languageName = useLanguageName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateStory();
  const textId = useId();
  const counterId = useId();
  const reasonId = useId();

  const [tab, setTab] = useState<Tab>('your-story');
  const [text, setText] = useState('');
  const [target, setTarget] = useState(
    () => readStorage(storageKeys.targetLanguage) ?? defaultTargetLanguage,
  );
  const [native, setNative] = useState(
    () => readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage,
  );
  const [lesson, setLesson] = useState<Story | null>(null);
  const [adVisible, setAdVisible] = useState(false);
  const startedToast = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const timers = startedToast;
    return () => {
      clearTimeout(timers.current);
    };
  }, []);
  // The server's measured time for a lesson like this one (0: not measured yet).
  const [expectedSeconds, setExpectedSeconds] = useState(0);
  // The server found the text in another language and charged nothing (422 wrong_language).
  const [mismatch, setMismatch] = useState<string | null>(null);

  const languages = meta.data?.learningLanguages ?? fallbackLanguages;
  const cost = storyCost(text);
  const shortfall = cost - me.credits;
  // The server's limit (GET /meta), so that the field says what Create checks.
  const limit = meta.data?.limits.storyChars ?? maxStoryLength;
  const over = cost - limit;
  const waiting = lesson !== null;
  const blank = cost === 0;

  // A story the Genie wrote lands in 'Your Story' (product §13).
  const pasteGenieStory = useCallback((story: string) => {
    setText(story);
    setTab('your-story');
  }, []);

  const hideAd = useCallback(() => {
    setAdVisible(false);
  }, []);

  function submit(options: { targetLanguage?: string; anyLanguage?: boolean } = {}) {
    if (blank || waiting || create.isPending) return;
    if (cost < minStoryLength) {
      toastError(t('messages.tooShortTitle'), t('messages.tooShort'));
      return;
    }
    if (over > 0) {
      toastError(t('messages.tooLongTitle'), t('card.tooLong', { limit, over }));
      return;
    }
    if (shortfall > 0) {
      toastError(
        t('messages.notEnoughCreditsTitle'),
        t('messages.notEnoughCredits', { needed: cost, available: me.credits }),
      );
      return;
    }
    setMismatch(null);
    create.mutate(
      {
        content: text.trim(),
        nativeLanguage: native,
        targetLanguage: options.targetLanguage ?? target,
        ...(options.anyLanguage ? { anyLanguage: true } : {}),
      },
      {
        onSuccess: ({ story, expectedSeconds: expected }) => {
          // 'Started' only for a wait long enough to notice: a lesson ready
          // sooner goes straight to its 'ready' toast (issue 26).
          startedToast.current = setTimeout(() => {
            toast.success(t('messages.started'), { id: lessonToastId });
          }, startedToastDelayMs);
          setExpectedSeconds(expected);
          setLesson(story);
          setAdVisible(true);
        },
        onError: (error) => {
          const detected =
            error instanceof ApiError && error.problem?.code === 'wrong_language'
              ? error.problem.detectedLanguage
              : undefined;
          if (detected) {
            setMismatch(detected);
            return;
          }
          const message = lessonProblem(t, error, {
            title: t('messages.generationFailedTitle'),
            description: t('messages.generationFailed'),
          });
          toastError(message.title, message.description);
        },
      },
    );
  }

  function finish(outcome: LessonOutcome) {
    clearTimeout(startedToast.current);
    setLesson(null);
    setAdVisible(false);
    // Credits changed (charged, or refunded). Leaving the page before the new
    // balance arrives would abort that request, so navigation waits for it (briefly).
    const refreshed = queryClient.invalidateQueries(
      { queryKey: queryKeys.me },
      { cancelRefetch: false },
    );
    if (outcome.kind === 'failed') {
      const keys = failureMessageKeys(outcome.story);
      toastError(t(keys.title), t(keys.text, { count: outcome.creditsRefunded }), {
        id: lessonToastId,
      });
      return;
    }
    const { story, cards } = outcome;
    // A guest's first lesson opens under 'Save Your Story' (product §4).
    const firstOfGuest = me.mode === 'guest' && readGuestStories().length === 0;
    if (me.mode === 'guest') saveGuestStory(story, cards);
    // One toast, replacing 'started' (or the slow-generation warning), shown
    // as the lesson opens: a wrong-language warning, else 'ready'.
    const say = () => {
      if (story.wrongLanguage) {
        const targetName = languageName(story.targetLanguage);
        toast.warning(t('messages.wrongLanguageTitle'), {
          id: lessonToastId,
          description: story.detectedLanguage
            ? t('messages.wrongLanguageDetected', {
                detected: languageName(story.detectedLanguage),
                target: targetName,
              })
            : t('messages.wrongLanguage', { target: targetName }),
        });
      } else {
        toast.success(t('messages.readyTitle'), {
          id: lessonToastId,
          description: t('messages.ready', { count: cards.length }),
        });
      }
    };
    const go = () => {
      say();
      const state: SaveYourStoryState = { saveYourStory: firstOfGuest };
      void navigate(`/flashcards?story=${encodeURIComponent(story.id)}`, { state });
    };
    void Promise.race([refreshed, new Promise((resolve) => setTimeout(resolve, 1500))]).finally(go);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold">{t('card.title')}</h3>
          <p className="mt-1 text-sm text-ink-muted">{t('card.subtitle')}</p>
        </div>
        <GenieButton
          me={me}
          canGrant={meta.data?.aiStories ?? false}
          context={{
            story: text,
            targetLanguage: target,
            nativeLanguage: native,
            onStory: pasteGenieStory,
          }}
        />
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value as Tab);
        }}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('card.tabsLabel')}
          className="inline-flex self-start rounded-xl bg-surface-muted p-1"
        >
          {(['your-story', 'ai-story'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              disabled={waiting}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              {value === 'your-story' ? t('card.yourStoryTab') : t('card.aiStoryTab')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="your-story" className="flex flex-col gap-3 outline-none">
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <label htmlFor={textId} className="sr-only">
              {t('card.storyLabel')}
            </label>
            <div className="relative">
              <textarea
                id={textId}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setMismatch(null);
                }}
                readOnly={waiting}
                rows={6}
                lang={target}
                aria-describedby={counterId}
                aria-invalid={(shortfall > 0 || over > 0) && !waiting}
                placeholder={t('card.storyPlaceholder')}
                // On phones four lines, so Generate stays on the first screen down to 320 px.
                className="h-32 min-h-28 w-full resize-y rounded-2xl border border-line bg-surface p-4 text-base leading-relaxed focus-visible:outline-2 focus-visible:outline-ring sm:h-auto sm:min-h-64"
              />
              {lesson && (
                <GenerationWaitOverlay key={lesson.id} story={lesson} onOutcome={finish} />
              )}
            </div>
            <div
              id={counterId}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span
                data-testid="story-counter"
                className={
                  (shortfall > 0 || over > 0) && !waiting
                    ? 'font-semibold text-danger'
                    : 'text-ink-muted'
                }
              >
                {t('card.counter', { count: cost, credits: me.credits })}
              </span>
              {over > 0 && !waiting ? (
                <span id={reasonId} role="alert" className="font-semibold text-danger">
                  {t('card.tooLong', { limit, over })}
                </span>
              ) : shortfall > 0 && !waiting ? (
                <span id={reasonId} role="alert" className="font-semibold text-danger">
                  {t('card.shortfall', { amount: shortfall })}
                </span>
              ) : blank ? (
                // Why Generate is off: never a disabled button without a reason.
                <span id={reasonId} className="text-ink-muted">
                  {t('card.blankReason', { count: minStoryLength })}
                </span>
              ) : (
                <span className="text-ink-muted">{t('card.costHint')}</span>
              )}
            </div>
            {shortfall > 0 && !waiting && <SignUpOffer reason="credits" />}
            <LanguageSettings
              languages={languages}
              native={native}
              target={target}
              disabled={waiting}
              onNativeChange={(code) => {
                setNative(code);
                writeStorage(storageKeys.nativeLanguage, code);
              }}
              onTargetChange={(code) => {
                setMismatch(null);
                setTarget(code);
                writeStorage(storageKeys.targetLanguage, code);
              }}
            />
            {/* What the lesson will have, said once there is a story to pay for. */}
            {!blank && <PairOffer target={target} native={native} />}
            {mismatch && !waiting && (
              <LanguageMismatch
                detected={mismatch}
                target={target}
                canSwitch={mismatch !== native && languages.some((l) => l.code === mismatch)}
                busy={create.isPending}
                onSwitch={() => {
                  setTarget(mismatch);
                  writeStorage(storageKeys.targetLanguage, mismatch);
                  submit({ targetLanguage: mismatch });
                }}
                onAnyway={() => {
                  submit({ anyLanguage: true });
                }}
              />
            )}
            <Button
              type="submit"
              size="lg"
              disabled={blank || shortfall > 0 || over > 0 || waiting || create.isPending}
              aria-busy={waiting || create.isPending}
              aria-describedby={
                (blank || shortfall > 0 || over > 0) && !waiting ? reasonId : undefined
              }
            >
              {(waiting || create.isPending) && <InlineSpinner />}
              {waiting
                ? t('card.waiting')
                : create.isPending
                  ? t('card.starting')
                  : t('card.generate')}
            </Button>
            <NeedsNetwork what="lesson" />
          </form>
        </Tabs.Content>

        <Tabs.Content value="ai-story" className="outline-none">
          <AiStoryTab
            available={meta.data?.aiStories ?? false}
            credits={me.credits}
            targetLanguage={target}
            onStory={(story) => {
              setText(story);
              setTab('your-story');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      {lesson && adVisible && <AdOverlay expectedSeconds={expectedSeconds} onDone={hideAd} />}
    </div>
  );
}
