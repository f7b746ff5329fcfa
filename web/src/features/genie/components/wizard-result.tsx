import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CopyButton } from '@/features/genie/components/copy-button';
import type { WizardPanelProps } from '@/features/genie/components/wizard-panel';
import type { WizardKind } from '@/features/genie/wizard-model';

/** A wizard's last step: the story, and what to do with it or next. */
export function WizardResult({
  state: s,
  kind,
  dispatch,
  busy,
  onRegenerate,
  onClose,
}: WizardPanelProps & { kind: WizardKind }) {
  const { t } = useTranslation('genie');
  return (
    <>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('wizard.result')}</h4>
        <p className="rounded-2xl border border-line bg-surface-muted px-4 py-3 whitespace-pre-wrap">
          {s.story}
        </p>
        <p className="text-sm text-ink-muted">{t('wizard.pasted')}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          disabled={busy || s.regenerationsLeft <= 0}
          onClick={onRegenerate}
        >
          {kind === 'story-ideas'
            ? t('wizard.regenerateStory', { count: s.regenerationsLeft })
            : t('wizard.regenerate', { count: s.regenerationsLeft })}
        </Button>
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
      </div>
    </>
  );
}
