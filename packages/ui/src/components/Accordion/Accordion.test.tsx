import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

const items = [
  { value: 'a', title: 'First?', content: 'One' },
  { value: 'b', title: 'Second?', content: 'Two' },
];

describe('Accordion', () => {
  it('keeps at most one item open, under headings of the chosen level', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.getByText('One')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeTruthy();
  });
});
