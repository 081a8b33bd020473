import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('renders a heading at the requested level and the description', () => {
    render(<EmptyState title="Nothing here" description="Add something." headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeTruthy();
    expect(screen.getByText('Add something.')).toBeTruthy();
  });
});
