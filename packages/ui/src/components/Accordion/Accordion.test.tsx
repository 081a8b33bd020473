import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.tsx';

const items = [
  { value: 'a', title: 'First?', content: 'One' },
  { value: 'b', title: 'Second?', content: 'Two' },
];

describe('Accordion', () => {
  it('keeps at most one item open, under headings of the chosen level', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.getByRole('region', { name: 'First?' }).textContent).toBe('One');
    await userEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.queryByRole('region', { name: 'First?' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Second?' }).textContent).toBe('Two');
    expect(screen.getByRole('button', { name: 'First?' }).getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves between the questions with the arrow keys, Home and End', async () => {
    const three = [...items, { value: 'c', title: 'Third?', content: 'Three' }];
    const onValueChange = vi.fn();
    render(<Accordion items={three} onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'First?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Second?');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Third?');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('First?');
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement?.textContent).toBe('First?');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
  });
});
