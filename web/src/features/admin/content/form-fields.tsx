import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/**
 * What both authoring forms (quick stories, curated stories) are made of
 * besides their fields' messages (use-field-errors): a labelled text area
 * and select, and the end of the form (what to fix, the save button).
 */

/** The end of a form: what to fix (once a save was tried), a failure, the save button. */
export function FormEnd({
  showFix,
  pending,
  failure,
}: {
  showFix: boolean;
  pending: boolean;
  failure?: ReactNode;
}) {
  const { t } = useTranslation('authoring');
  return (
    <>
      {showFix ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('form.fixProblems')}
        </p>
      ) : null}
      {failure}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </>
  );
}

const textAreaClass = inputClass.replace('h-11 ', '');

/** A labelled text area with its error; tall for a whole story, else a sentence. */
export function TextArea({
  label,
  error,
  tall = false,
  ...props
}: { label: string; error?: string | undefined; tall?: boolean } & Omit<
  ComponentProps<'textarea'>,
  'id' | 'className'
>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <textarea
        id={id}
        rows={tall ? 8 : 2}
        className={cn(textAreaClass, tall ? 'min-h-40' : 'min-h-16', 'py-2')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Labelled>
  );
}

/** A labelled select, one column wide on a phone. */
export function SelectField({
  label,
  children,
  ...props
}: { label: string } & Omit<ComponentProps<'select'>, 'id'>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select id={id} className={inputClass} {...props}>
        {children}
      </select>
    </Labelled>
  );
}

/** A label over the control it names (the control carries the id). */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
