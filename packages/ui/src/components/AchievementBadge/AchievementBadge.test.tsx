import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AchievementBadge } from './AchievementBadge.tsx';

describe('AchievementBadge', () => {
  it('writes out whether it is unlocked', () => {
    const { container, rerender } = render(<AchievementBadge title="First Chat" isUnlocked />);
    expect(container.textContent).toBe('UnlockedFirst Chat');
    rerender(<AchievementBadge title="First Chat" isUnlocked={false} />);
    expect(screen.getByText('Locked')).toBeTruthy();
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('locked');
  });
});
