import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseIcon } from '../../icons/icons.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip', () => {
    render(<IconButton label="Close" icon={<CloseIcon />} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.getAttribute('title')).toBe('Close');
    expect(button.dataset.component).toBe('IconButton');
  });
});
