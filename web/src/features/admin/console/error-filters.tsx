import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';
import { TypeFilter } from '@/features/admin/console/type-filter';
import type { ErrorFields } from '@/features/admin/console/use-error-filter';

interface ErrorFiltersProps {
  fields: ErrorFields;
  set: { [K in keyof ErrorFields]: (value: string) => void };
  types: string[];
}

/** The error log's filters: type, time range, account. */
export function ErrorFilters({ fields, set, types }: ErrorFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <TypeFilter label={t('errors.type')} value={fields.type} types={types} onChange={set.type} />
      <TextField
        label={t('errors.from')}
        type="datetime-local"
        value={fields.from}
        onChange={(e) => {
          set.from(e.target.value);
        }}
      />
      <TextField
        label={t('errors.to')}
        type="datetime-local"
        value={fields.to}
        onChange={(e) => {
          set.to(e.target.value);
        }}
      />
      <TextField
        label={t('errors.email')}
        type="search"
        value={fields.email}
        onChange={(e) => {
          set.email(e.target.value);
        }}
      />
    </div>
  );
}
