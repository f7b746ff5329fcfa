import { useState } from 'react';

import type { ErrorFilter } from '@/features/admin/api/admin-logs';
import { instant } from '@/features/admin/console/instant';

/** The filter fields as typed: dates as a datetime-local input holds them. */
export interface ErrorFields {
  type: string;
  from: string;
  to: string;
  email: string;
}

/**
 * The error log's filter: the fields as typed, the query they make, and the
 * page (`before`), which starts again at the newest whenever a field changes.
 */
export function useErrorFilter() {
  const [fields, setFields] = useState<ErrorFields>({ type: '', from: '', to: '', email: '' });
  const [before, setBefore] = useState(0);
  const field = (key: keyof ErrorFields) => (value: string) => {
    setFields((prev) => ({ ...prev, [key]: value }));
    setBefore(0);
  };
  const set = { type: field('type'), from: field('from'), to: field('to'), email: field('email') };
  const filter: ErrorFilter = {
    type: fields.type,
    from: instant(fields.from),
    to: instant(fields.to),
    email: fields.email.trim(),
    before,
  };
  return { fields, set, filter, setBefore };
}
