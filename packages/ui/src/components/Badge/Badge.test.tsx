import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text and exposes the tone', () => {
    render(<Badge tone="success">Passed</Badge>);
    const badge = screen.getByText('Passed');
    expect(badge.dataset.tone).toBe('success');
  });
});
