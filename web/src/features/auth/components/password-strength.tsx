import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { passwordStrength, type PasswordStrength as Strength } from '@/lib/validation';

const levels: Strength[] = ['weak', 'fair', 'good', 'strong'];
const barColours: Record<Strength, string> = {
  weak: 'bg-danger',
  fair: 'bg-accent',
  good: 'bg-brand',
  strong: 'bg-emerald-600 dark:bg-emerald-400',
};

/** The strength hint under a new password: a four-step meter and the rule of product §4. */
export function PasswordStrengthHint({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const filled = password ? levels.indexOf(strength) + 1 : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden="true">
          {levels.map((level, index) => (
            <span
              key={level}
              className={cn(
                'h-1.5 rounded-full transition-colors',
                index < filled ? barColours[strength] : 'bg-line',
              )}
            />
          ))}
        </div>
        {password ? (
          <span className="min-w-16 text-right font-medium text-ink" aria-live="polite">
            {t('auth.strength.label', { strength: t(`auth.strength.${strength}`) })}
          </span>
        ) : null}
      </div>
      <span>{t('auth.strength.rule')}</span>
    </div>
  );
}
