import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable.tsx';

const rows = [
  { id: 'x', name: 'Zed', score: 2 },
  { id: 'y', name: 'Amy', score: 9 },
];
const columns = [
  { key: 'name', header: 'Name', sortValue: (r: (typeof rows)[number]) => r.name },
  { key: 'score', header: 'Score' },
];

describe('DataTable', () => {
  it('sorts by a sortable column and reports the sort; plain columns have no button', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onSortChange={onSortChange}
      />,
    );
    expect(within(screen.getByRole('columnheader', { name: 'Score' })).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(cells).toEqual(['Amy', 'Zed']);
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
  });

  it('pages its rows, searches them, and goes back to the first page on a new search or sort', async () => {
    const people = Array.from({ length: 30 }, (_, n) => ({ id: `p${n}`, name: `Person ${n}`, score: n }));
    render(
      <DataTable
        caption="People"
        columns={columns}
        rows={people}
        rowKey={(r) => r.id}
        pageSize={10}
        search={{ label: 'Find', text: (r) => r.name }}
      />,
    );
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('1–10 of 30');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()[0]).toBe('Person 20');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find' }), 'person 1');
    expect(screen.getByRole('status').textContent).toBe('1–10 of 11');
    expect(names()[0]).toBe('Person 1');
  });

  it('shows the empty content across all columns', () => {
    render(
      <DataTable caption="People" columns={columns} rows={[]} rowKey={(r) => r.id} empty="Nobody yet" />,
    );
    const cell = screen.getByRole('cell', { name: 'Nobody yet' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});
