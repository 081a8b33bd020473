import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichContent } from './RichContent.tsx';

describe('RichContent', () => {
  it('renders lists as lists, ordered when asked, and a table without a caption under its label', () => {
    render(
      <RichContent
        labels={{ table: 'Forms' }}
        blocks={[
          { kind: 'list', ordered: true, items: [[{ text: 'one' }], [{ text: 'two' }]] },
          { kind: 'table', header: ['a', 'b'], rows: [['1', '2']] },
        ]}
      />,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(screen.getByRole('region', { name: 'Forms' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('cell', { name: '2' }).textContent).toBe('2');
  });
});
