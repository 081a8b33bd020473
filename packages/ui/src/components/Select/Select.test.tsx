import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select.tsx';

describe('Select', () => {
  it('groups options in first-seen order and keeps ungrouped ones first', () => {
    render(
      <Select
        label="Word"
        placeholder="Choose"
        options={[
          { value: 'x', label: 'Loose' },
          { value: 'a', label: 'A', group: 'Two' },
          { value: 'b', label: 'B', group: 'One' },
          { value: 'c', label: 'C', group: 'Two' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Word' });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Two', 'One']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A', 'C']);
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('Choose');
    expect(within(select).getAllByRole('option')[1]!.textContent).toBe('Loose');
  });
});
