import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface UserRow {
  email: string;
  quizzes: number;
  average: number;
  lastActive: string;
}

const rows: UserRow[] = [
  { email: 'ana@example.org', quizzes: 4, average: 82, lastActive: '2025-01-12' },
  { email: 'ben@example.org', quizzes: 9, average: 71, lastActive: '2025-01-15' },
  { email: 'chloe@example.org', quizzes: 1, average: 95, lastActive: 'Never' },
];

const columns: DataTableColumn<UserRow>[] = [
  { key: 'email', header: 'Email', sortValue: (r) => r.email },
  { key: 'quizzes', header: 'Quizzes', sortValue: (r) => r.quizzes, align: 'end' },
  {
    key: 'average',
    header: 'Average',
    sortValue: (r) => r.average,
    render: (r) => `${r.average}%`,
    align: 'end',
  },
  { key: 'lastActive', header: 'Last active' },
];

const meta = {
  title: 'Foundations/DataTable',
  component: DataTable<UserRow>,
  tags: ['autodocs'],
  args: { caption: 'Users', columns, rows, rowKey: (r: UserRow) => r.email },
} satisfies Meta<typeof DataTable<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    const quizzes = canvas.getByRole('button', { name: 'Quizzes' });
    await userEvent.click(quizzes);
    await expect(canvas.getByRole('columnheader', { name: 'Quizzes' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstColumn(table)).toEqual(['chloe@example.org', 'ana@example.org', 'ben@example.org']);
    await userEvent.click(quizzes);
    await expect(canvas.getByRole('columnheader', { name: 'Quizzes' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstColumn(table)[0]).toBe('ben@example.org');
  },
};
export const SortedByAverage: Story = {
  args: { defaultSort: { column: 'average', direction: 'descending' } },
};
export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState size="sm" title="No users yet" description="Sign-ups appear here." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
  },
};
export const DarkTheme: Story = {
  args: { defaultSort: { column: 'email', direction: 'ascending' } },
  globals: { theme: 'dark' },
};

const many: UserRow[] = Array.from({ length: 60 }, (_, n) => ({
  email: `learner${String(n + 1).padStart(2, '0')}@example.org`,
  quizzes: (n * 7) % 13,
  average: 40 + ((n * 11) % 60),
  lastActive: `2025-02-${String((n % 28) + 1).padStart(2, '0')}`,
}));

export const SearchAndPages: Story = {
  args: {
    rows: many,
    pageSize: 25,
    search: { label: 'Search learners', text: (row: UserRow) => row.email },
  },
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(firstColumn(table)).toHaveLength(25);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–25 of 60');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(firstColumn(table)[0]).toBe('learner26@example.org');
    // A search goes back to the first page of what matches.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search learners' }), 'learner5');
    await expect(firstColumn(table)).toEqual([
      'learner50@example.org',
      ...Array.from({ length: 9 }, (_, n) => `learner5${n + 1}@example.org`),
    ]);
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search learners' }), 'x');
    await expect(canvas.getByRole('cell', { name: 'Nothing matches your search.' })).toBeInTheDocument();
  },
};
