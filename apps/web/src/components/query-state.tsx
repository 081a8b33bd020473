import type { UseQueryResult } from '@tanstack/react-query';
import { Banner, Button, Spinner, type SpinnerSize } from '@vuga/ui';
import type { ReactNode } from 'react';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The spinner's label while the data loads ("Loading your path"). */
  loading: string;
  /** A page's spinner is `lg`; a section's keeps the default. */
  size?: SpinnerSize;
  /** The error banner's title. */
  failed: string;
  /** Its text under the title: usually `apiErrorMessage`'s pair of wordings. */
  message?: (error: Error) => ReactNode;
  tone?: 'critical' | 'warning';
  /** The words of a Retry button that fetches again; without them the banner has none. */
  retry?: string;
  /** Shown with the error only: above it (the page's heading) and below it (a way out). */
  before?: ReactNode;
  after?: ReactNode;
  /** What the data shows once it is there; nothing when the caller places it itself. */
  children?: (data: T) => ReactNode;
}

/** A query's loading spinner, its error banner (with Retry), then what its data shows: the one way screens wait. */
export function QueryState<T>({
  query,
  loading,
  size,
  failed,
  message,
  tone = 'critical',
  retry,
  before,
  after,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <Spinner size={size} labels={{ loading }} />;
  if (query.isError) {
    return (
      <>
        {before}
        <Banner
          tone={tone}
          title={failed}
          action={
            retry ? (
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                {retry}
              </Button>
            ) : undefined
          }
        >
          {message?.(query.error)}
        </Banner>
        {after}
      </>
    );
  }
  return children?.(query.data) ?? null;
}
