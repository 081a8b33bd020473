import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './Columns.tsx';

describe('Columns', () => {
  it('lays out its columns in source order', () => {
    render(
      <Columns space="md">
        <Column width="1/3">Aside</Column>
        <Column>Main</Column>
      </Columns>,
    );
    const row = screen.getByText('Aside').parentElement;
    expect(row?.dataset.component).toBe('Columns');
    expect([...(row?.children ?? [])].map((c) => c.textContent)).toEqual(['Aside', 'Main']);
  });
  it('gives columns of different widths different classes', () => {
    render(
      <Columns space="md">
        <Column width="1/3">A</Column>
        <Column width="2/3">B</Column>
      </Columns>,
    );
    expect(screen.getByText('A').className).not.toBe(screen.getByText('B').className);
  });
});
