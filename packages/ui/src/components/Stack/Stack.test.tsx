import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders as a list when asked, so its items are read as one', () => {
    render(
      <Stack as="ul" space="sm">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list').dataset.component).toBe('Stack');
  });

  it('takes no className, even from JavaScript: its look is its props', () => {
    const untyped = { className: 'from-the-app' } as object;
    render(
      <Stack space="sm" data-testid="stack" {...untyped}>
        <p>One</p>
      </Stack>,
    );
    expect(screen.getByTestId('stack').className).not.toContain('from-the-app');
  });
});
