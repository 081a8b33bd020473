import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBadge } from './ScoreBadge.tsx';

describe('ScoreBadge', () => {
  it('prints the rounded score with its band and tone', () => {
    render(<ScoreBadge score={89.6} />);
    const badge = screen.getByText('90%');
    expect(badge.dataset.state).toBe('excellent');
    expect(badge.dataset.tone).toBe('success');
  });
  it('is one labelled image when given a label', () => {
    render(<ScoreBadge score={64} labels={{ score: 'Last quiz' }} />);
    expect(screen.getByRole('img', { name: 'Last quiz: 64%' }).dataset.tone).toBe('caution');
  });
});
