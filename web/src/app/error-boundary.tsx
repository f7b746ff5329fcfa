import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { reportRenderError } from '@/lib/insight/report-error';
import { dismissLessonPreview } from '@/lib/lesson-preview';
import { ErrorDetails } from '@/app/error-details';
import { Card } from '@/components/ui/card';

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

interface ErrorFallbackProps {
  error: Error;
  reset: () => void;
}

/** The fallback screen of product §3 for an unexpected render error. */
export function ErrorFallback({ error, reset }: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      <Card className="p-6 sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 8v5M12 16.5v.5" />
            <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        </div>
        <h1 className="mt-5 font-display text-2xl font-semibold tracking-tight">
          {t('errors.boundary.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('errors.boundary.message')}</p>
        <ErrorDetails summary={t('errors.boundary.details')} detail={error.message} />
        <Button className="mt-6" onClick={reset}>
          {t('errors.boundary.tryAgain')}
        </Button>
      </Card>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the path), a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Catches render errors below it and shows ErrorFallback; "Try Again" clears
 * the error and renders the children again. React itself reports the caught
 * error to the console (createRoot's onCaughtError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack);
    dismissLessonPreview(); // the error, not a lesson that is not coming
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) {
      return <ErrorFallback error={this.state.error} reset={this.reset} />;
    }
    return this.props.children;
  }
}
