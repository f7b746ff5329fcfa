import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/features/genie/components/choice-group';
import { CopyButton } from '@/features/genie/components/copy-button';
import { IdeaCards } from '@/features/genie/components/idea-cards';
import { WizardField } from '@/features/genie/components/wizard-field';
import {
  generateStep,
  resultStep,
  type StoryLength,
  type TargetLength,
  type WizardAction,
  type WizardState,
} from '@/features/genie/wizard-state';

interface WizardPanelProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  busy: boolean;
  /** Ask for the wizard's wish (after the star confirmation). */
  onGenerate: () => void;
  onRegenerate: () => void;
  onWriteFromIdea: () => void;
  onClose: () => void;
}

const lengths: StoryLength[] = ['very-short', 'short', 'medium'];
const targetLengths: TargetLength[] = ['same', 'shorter', 'longer'];

/** The three wizards of product §13, one step at a time. */
export function WizardPanel({
  state: s,
  dispatch,
  busy,
  onGenerate,
  onRegenerate,
  onWriteFromIdea,
  onClose,
}: WizardPanelProps) {
  const { t } = useTranslation('genie');
  if (!s.kind) return null;
  const kind = s.kind;
  const error = s.error ? t(s.error) : null;
  const total = 4;
  const title =
    kind === 'new-story'
      ? t('newStory.title')
      : kind === 'change-story'
        ? t('changeStory.title')
        : t('ideas.title');
  const lengthOptions = lengths.map((value) => ({ value, label: t(`length.${value}`) }));

  let body: ReactNode;
  let buttons: ReactNode = null;
  const back = s.step > 1 && (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() => {
        dispatch({ type: 'back' });
      }}
    >
      {t('wizard.back')}
    </Button>
  );
  const cancel = (
    <Button
      variant="ghost"
      disabled={busy}
      onClick={() => {
        dispatch({ type: 'cancel' });
      }}
    >
      {t('wizard.cancel')}
    </Button>
  );
  const next = (
    <Button
      disabled={busy}
      onClick={() => {
        dispatch({ type: 'next' });
      }}
    >
      {t('wizard.next')}
    </Button>
  );
  const atGenerate = s.step === generateStep(kind);
  const atResult = s.step === resultStep(kind);

  if (atResult) {
    body = (
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('wizard.result')}</h4>
        <p className="rounded-2xl border border-line bg-surface-muted px-4 py-3 whitespace-pre-wrap">
          {s.story}
        </p>
        <p className="text-sm text-ink-muted">{t('wizard.pasted')}</p>
      </div>
    );
    const regenerate = (
      <Button
        variant="secondary"
        disabled={busy || s.regenerationsLeft <= 0}
        onClick={onRegenerate}
      >
        {kind === 'story-ideas'
          ? t('wizard.regenerateStory', { count: s.regenerationsLeft })
          : t('wizard.regenerate', { count: s.regenerationsLeft })}
      </Button>
    );
    buttons = (
      <>
        {regenerate}
        <CopyButton text={s.story} label={t('wizard.copyStory')} />
        {kind === 'change-story' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              dispatch({ type: 'startNewChange' });
            }}
          >
            {t('wizard.startNewChange')}
          </Button>
        )}
        {kind === 'story-ideas' && (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                dispatch({ type: 'chooseDifferentIdea' });
              }}
            >
              {t('wizard.chooseDifferentIdea')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                dispatch({ type: 'newIdeasRequest' });
              }}
            >
              {t('wizard.newIdeasRequest')}
            </Button>
          </>
        )}
        <Button disabled={busy} onClick={onClose}>
          {t('wizard.close')}
        </Button>
      </>
    );
  } else if (kind === 'new-story') {
    const fields = [
      ['mainCharacter', 'newStory.mainCharacter', 'newStory.mainCharacterHint'],
      ['environment', 'newStory.environment', 'newStory.environmentHint'],
      ['theme', 'newStory.theme', 'newStory.themeHint'],
    ] as const;
    const field = fields[s.step - 1];
    body = field ? (
      <WizardField
        label={t(field[1])}
        hint={t(field[2])}
        value={s[field[0]]}
        error={error}
        onChange={(value) => {
          dispatch({ type: 'text', field: field[0], value });
        }}
      />
    ) : (
      <ChoiceGroup
        legend={t('newStory.length')}
        value={s.length}
        options={lengthOptions}
        onChange={(value) => {
          dispatch({ type: 'length', value });
        }}
      />
    );
  } else if (kind === 'change-story') {
    if (s.step === 1)
      body = (
        <WizardField
          label={t('changeStory.original')}
          value={s.originalStory}
          error={error}
          multiline
          onChange={(value) => {
            dispatch({ type: 'text', field: 'originalStory', value });
          }}
        />
      );
    else if (s.step === 2)
      body = (
        <WizardField
          label={t('changeStory.changes')}
          hint={t('changeStory.changesHint')}
          value={s.requestedChanges}
          error={error}
          onChange={(value) => {
            dispatch({ type: 'text', field: 'requestedChanges', value });
          }}
        />
      );
    else
      body = (
        <ChoiceGroup
          legend={t('changeStory.length')}
          value={s.targetLength}
          options={targetLengths.map((value) => ({ value, label: t(`changeStory.${value}`) }))}
          onChange={(value) => {
            dispatch({ type: 'targetLength', value });
          }}
        />
      );
  } else if (s.step === 1) {
    body = (
      <WizardField
        label={t('ideas.interests')}
        hint={t('ideas.interestsHint')}
        value={s.userInterests}
        error={error}
        onChange={(value) => {
          dispatch({ type: 'text', field: 'userInterests', value });
        }}
      />
    );
  } else if (s.step === 2) {
    body = (
      <ChoiceGroup
        legend={t('ideas.length')}
        value={s.length}
        options={lengthOptions}
        onChange={(value) => {
          dispatch({ type: 'length', value });
        }}
      />
    );
  } else {
    body = (
      <IdeaCards
        ideas={s.ideas}
        selected={s.selectedIdeaId}
        error={error}
        onSelect={(ideaId) => {
          dispatch({ type: 'select', ideaId });
        }}
      />
    );
    buttons = (
      <>
        <Button
          variant="secondary"
          disabled={busy || s.regenerationsLeft <= 0}
          onClick={onRegenerate}
        >
          {t('wizard.regenerateIdeas', { count: s.regenerationsLeft })}
        </Button>
        {cancel}
        <Button
          disabled={busy}
          onClick={() => {
            if (s.selectedIdeaId) onWriteFromIdea();
            else dispatch({ type: 'next' });
          }}
        >
          {t('wizard.writeStory')}
        </Button>
      </>
    );
  }

  buttons ??= (
    <>
      {back}
      {cancel}
      {atGenerate ? (
        <Button disabled={busy} onClick={onGenerate}>
          {kind === 'story-ideas' ? t('wizard.generateIdeas') : t('wizard.generateStory')}
        </Button>
      ) : (
        next
      )}
    </>
  );

  return (
    <section aria-labelledby="genie-wizard-title" className="flex flex-col gap-4">
      <div>
        <h3 id="genie-wizard-title" className="font-display text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('wizard.step', { step: Math.min(s.step, total), total })}
        </p>
      </div>
      {body}
      <div className="flex flex-wrap justify-end gap-2">{buttons}</div>
    </section>
  );
}
