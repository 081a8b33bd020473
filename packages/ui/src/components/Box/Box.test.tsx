import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders the element asked for, with the attributes passed', () => {
    render(
      <Box as="section" aria-label="Stats" padding="md" background="raised">
        Body
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Stats' });
    expect(region.tagName).toBe('SECTION');
    expect(region.dataset.component).toBe('Box');
  });
  it('takes no className, even from JavaScript: its look is its props', () => {
    const untyped = { className: 'from-the-app' } as object;
    render(
      <Box padding="md" {...untyped}>
        Body
      </Box>,
    );
    expect(screen.getByText('Body').className).not.toContain('from-the-app');
  });
});
