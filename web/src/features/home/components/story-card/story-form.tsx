import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { NeedsNetwork } from '@/components/offline/needs-network';
import { PairOffer } from '@/components/pair-offer';
import { SignUpOffer } from '@/components/sign-up-offer';
import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { GenerationWaitOverlay } from '@/features/home/components/story-card/generation-wait-overlay';
import { KnownShare } from '@/features/home/components/story-card/known-share';
import { LanguageMismatch } from '@/features/home/components/story-card/language-mismatch';
import { LanguageSettings } from '@/features/home/components/story-card/language-settings';
import { StoryCounter } from '@/features/home/components/story-card/story-counter';
import type { StoryCardState } from '@/features/home/hooks/use-story-card';

/**
 * 'Your Story': the text, its cost, the languages, what the lesson will have
 * (before anything is charged), the language mismatch, and Generate.
 */
export function StoryForm({ card, credits }: { card: StoryCardState; credits: number }) {
  const { t } = useTranslation('lesson');
  const textId = useId();
  const counterId = useId();
  const reasonId = useId();
  const { text, target, native, languages, shortfall, over, blank, waiting, mismatch } = card;
  const busy = waiting || card.starting;
  const invalid = (shortfall > 0 || over > 0) && !waiting;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        card.submit();
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
            card.editText(e.target.value);
          }}
          readOnly={waiting}
          rows={6}
          lang={target}
          aria-describedby={counterId}
          aria-invalid={invalid}
          placeholder={t('card.storyPlaceholder')}
          // On phones four lines, so Generate stays on the first screen down to 320 px.
          className="h-32 min-h-28 w-full resize-y rounded-2xl border border-line bg-surface p-4 text-base leading-relaxed focus-visible:outline-2 focus-visible:outline-ring sm:h-auto sm:min-h-64"
        />
        {card.lesson && (
          <GenerationWaitOverlay key={card.lesson.id} story={card.lesson} onOutcome={card.finish} />
        )}
      </div>
      <StoryCounter
        id={counterId}
        reasonId={reasonId}
        cost={card.cost}
        credits={credits}
        shortfall={shortfall}
        limit={card.limit}
        over={over}
        blank={blank}
        waiting={waiting}
      />
      <KnownShare target={target} native={native} text={text} paused={busy} />
      {shortfall > 0 && !waiting && <SignUpOffer reason="credits" />}
      <LanguageSettings
        languages={languages}
        native={native}
        target={target}
        disabled={waiting}
        onNativeChange={card.changeNative}
        onTargetChange={card.changeTarget}
      />
      {/* What the lesson will have, said once there is a story to pay for. */}
      {!blank && <PairOffer target={target} native={native} />}
      {mismatch && !waiting && (
        <LanguageMismatch
          detected={mismatch}
          target={target}
          canSwitch={mismatch !== native && languages.some((l) => l.code === mismatch)}
          busy={card.starting}
          onSwitch={() => {
            card.switchTo(mismatch);
          }}
          onAnyway={() => {
            card.submit({ anyLanguage: true });
          }}
        />
      )}
      <Button
        type="submit"
        size="lg"
        disabled={blank || shortfall > 0 || over > 0 || busy}
        aria-busy={busy}
        aria-describedby={(blank || shortfall > 0 || over > 0) && !waiting ? reasonId : undefined}
      >
        {busy && <InlineSpinner />}
        {waiting ? t('card.waiting') : card.starting ? t('card.starting') : t('card.generate')}
      </Button>
      <NeedsNetwork what="lesson" />
    </form>
  );
}
