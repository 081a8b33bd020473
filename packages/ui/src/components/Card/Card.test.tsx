import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title at the chosen heading level', () => {
    render(<Card title="Progress" headingLevel={2} />);
    expect(screen.getByRole('region', { name: 'Progress' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Progress' })).toBeTruthy();
  });
  it('without a title is not a landmark', () => {
    render(<Card>Body</Card>);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
