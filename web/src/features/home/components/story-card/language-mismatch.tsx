import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useLanguageName } from '@/lib/use-language-name';

/** Long language names wrap inside the button on a phone. */
const wrap = 'h-auto min-h-10 py-2 text-left whitespace-normal';

interface LanguageMismatchProps {
  detected: string;
  target: string;
  /** Whether the detected language can be learned here (a target to switch to). */
  canSwitch: boolean;
  busy: boolean;
  onSwitch: () => void;
  onAnyway: () => void;
}

/**
 * The server found the story in another language than the target and took no
 * credits (422 wrong_language): the learner decides, switch or generate anyway.
 */
export function LanguageMismatch({
  detected,
  target,
  canSwitch,
  busy,
  onSwitch,
  onAnyway,
}: LanguageMismatchProps) {
  const { t } = useTranslation('lesson');
  const name = useLanguageName();
  const names = { detected: name(detected), target: name(target) };
  return (
    <div
      role="alert"
      data-testid="language-mismatch"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted p-4 text-sm"
    >
      <p className="font-semibold">{t('mismatch.title', names)}</p>
      <p className="text-ink-muted">{t('mismatch.body', names)}</p>
      <div className="flex flex-wrap gap-2">
        {canSwitch && (
          <Button type="button" onClick={onSwitch} disabled={busy} className={wrap}>
            {t('mismatch.switch', names)}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          onClick={onAnyway}
          disabled={busy}
          className={wrap}
        >
          {t('mismatch.anyway', names)}
        </Button>
      </div>
    </div>
  );
}
