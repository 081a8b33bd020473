import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionList } from './SuggestionList.tsx';

describe('SuggestionList', () => {
  it('hands back the chosen suggestion, and nothing while disabled', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <SuggestionList title="Try" suggestions={['a?', 'b?']} onSelect={onSelect} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'b?' }));
    expect(onSelect).toHaveBeenCalledWith('b?');
    rerender(<SuggestionList title="Try" suggestions={['a?', 'b?']} onSelect={onSelect} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'a?' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
