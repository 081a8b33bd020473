import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy, disabled and keeps its name', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.dataset.state).toBe('loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with asChild styles its child element instead of rendering a button', () => {
    render(
      <Button asChild variant="secondary" className="mine" icon={<svg />} iconPosition="end">
        <a href="/quiz">Take Quiz</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Take Quiz' });
    expect(link.getAttribute('href')).toBe('/quiz');
    expect(link.dataset.component).toBe('Button');
    expect(link.className).toContain('mine');
    expect(link.hasAttribute('type')).toBe(false);
    // The icon goes inside the link, after its text.
    expect(link.lastElementChild?.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
