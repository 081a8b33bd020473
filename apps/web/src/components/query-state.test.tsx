// QueryState: the spinner while a query is pending, the error banner (and what goes with it) when it failed,
// with a Retry that fetches again, and the data's view once it is there.
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state.tsx';

const query = (state: Partial<UseQueryResult<string>>) =>
  ({ isPending: false, isError: false, refetch: vi.fn(), ...state }) as UseQueryResult<string>;

const view = (q: UseQueryResult<string>) =>
  render(
    <QueryState
      query={q}
      loading="Loading words"
      failed="Words failed"
      message={(error) => `Because ${error.message}`}
      retry="Again"
      before={<h1>Words</h1>}
    >
      {(data) => <p>Data: {data}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the named spinner while pending', () => {
    view(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading words');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the error with its heading, and Retry fetches again', async () => {
    const q = query({ isError: true, error: new Error('the server') });
    view(q);
    expect(screen.getByRole('heading', { name: 'Words' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Words failedBecause the serverAgain');
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the data, without the error’s heading', () => {
    view(query({ isSuccess: true, data: 'muraho' }));
    expect(screen.getByText('Data: muraho')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
