import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'a', label: 'Sign In', content: 'sign in form' },
  { value: 'b', label: 'Sign Up', content: 'sign up form' },
];

describe('Tabs', () => {
  it('selects the first tab by default and switches on click', async () => {
    render(<Tabs label="Account" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('sign in form');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('sign up form');
  });
});
