import { useTranslation } from 'react-i18next';

import { inputClass } from '@/components/ui/text-field';
import type { KnownSort } from '@/lib/sort-by-known';

const sorts: KnownSort[] = ['newest', 'mostKnown', 'leastKnown'];

/** The order of a list of stories: newest first, or by the share of words known. */
export function KnownSortSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: KnownSort;
  onChange: (value: KnownSort) => void;
}) {
  const { t } = useTranslation('lesson');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('known.sort')}
      </label>
      <select
        id={id}
        value={value}
        className={inputClass}
        onChange={(e) => {
          onChange(e.target.value as KnownSort);
        }}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`known.sorts.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
