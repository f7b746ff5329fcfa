import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { statusMark } from '@/components/word-reader/status-mark';
import { useWordReaderContext } from '@/components/word-reader/word-reader-context';

/**
 * One word of the text, a button: its status marked, and said in its name
 * for a screen reader; a tap, Enter or Space opens its details.
 */
export function WordToken({ text, at }: { text: string; at: number }) {
  const { t } = useTranslation('reader');
  const { layout, nav, dispatch, setButton, statusOf, onWordKeyDown } = useWordReaderContext();
  const word = layout.words[at];
  const status = word ? statusOf(word) : null;
  return (
    <button
      type="button"
      ref={(el) => {
        setButton(at, el);
      }}
      tabIndex={nav.active === at ? 0 : -1}
      aria-haspopup="dialog"
      aria-expanded={nav.open === at}
      // The status is in the name, not in the colour alone: "Katze, new word".
      aria-label={status ? `${text}, ${t(`word.${status}`)}` : undefined}
      data-status={status ?? undefined}
      onFocus={() => {
        dispatch({ type: 'focus', at });
      }}
      onKeyDown={(event) => {
        onWordKeyDown(at, event);
      }}
      onClick={() => {
        dispatch({ type: 'open', at });
      }}
      className={cn(
        'mx-px cursor-pointer rounded-sm px-px [font:inherit] hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
        status && statusMark[status],
        nav.open === at && 'outline-2 outline-ring',
      )}
    >
      {text}
    </button>
  );
}
