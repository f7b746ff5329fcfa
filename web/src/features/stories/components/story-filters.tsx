import { useTranslation } from 'react-i18next';

import { inputClass } from '@/components/ui/text-field';
import { KnownSortSelect } from '@/components/known-sort-select';
import type { KnownSort } from '@/lib/sort-by-known';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  pair: string;
  onPair: (value: string) => void;
  /** [languagePair, label] of every pair among the lessons. */
  pairs: [string, string][];
  sort: KnownSort;
  onSort: (value: KnownSort) => void;
}

/** The title search, the language-pair filter and the order of My Stories. */
export function StoryFilters({ search, onSearch, pair, onPair, pairs, sort, onSort }: Props) {
  const { t } = useTranslation('stories');
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="stories-search" className="text-sm font-medium">
          {t('filters.search')}
        </label>
        <input
          id="stories-search"
          type="search"
          value={search}
          placeholder={t('filters.searchPlaceholder')}
          className={inputClass}
          onChange={(e) => {
            onSearch(e.target.value);
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="stories-pair" className="text-sm font-medium">
          {t('filters.pair')}
        </label>
        <select
          id="stories-pair"
          value={pair}
          className={inputClass}
          onChange={(e) => {
            onPair(e.target.value);
          }}
        >
          <option value="">{t('filters.allPairs')}</option>
          {pairs.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <KnownSortSelect id="stories-sort" value={sort} onChange={onSort} />
    </div>
  );
}
