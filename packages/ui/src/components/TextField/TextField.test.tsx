import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('labels the input and describes it with error then hint', () => {
    render(<TextField label="Email" type="email" required hint="Your login" error="Required" />);
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute('type')).toBe('email');
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Required', 'Your login']);
  });

  it('counts characters typed when uncontrolled', async () => {
    render(<TextField label="Subject" maxLength={10} showCount />);
    await userEvent.type(screen.getByLabelText('Subject'), 'Muraho');
    expect(screen.getByText(/6\/10/).textContent).toBe('6/10 characters');
  });

  it('counts the controlled value', () => {
    render(<TextField label="Subject" maxLength={10} showCount value="abc" onChange={() => {}} />);
    expect(screen.getByText(/3\/10/)).toBeTruthy();
  });

  it('is valid and undescribed without messages', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
