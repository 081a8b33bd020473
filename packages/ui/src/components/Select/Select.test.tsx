import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  Select,
  SelectControl,
  SelectError,
  SelectHint,
  SelectLabel,
  SelectOption,
  SelectRoot,
} from './Select.tsx';

describe('Select', () => {
  it('groups options in first-seen order and keeps ungrouped ones first', () => {
    render(
      <Select
        label="Word"
        placeholder="Choose"
        options={[
          { value: 'x', label: 'Loose' },
          { value: 'a', label: 'A', group: 'Two' },
          { value: 'b', label: 'B', group: 'One' },
          { value: 'c', label: 'C', group: 'Two' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Word' });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Two', 'One']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A', 'C']);
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('Choose');
    expect(within(select).getAllByRole('option')[1]!.textContent).toBe('Loose');
  });
});

/** The text the select is described by, as a screen reader joins it. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Select parts', () => {
  it('tie the label, hint and error to the select, and follow the messages as they come and go', () => {
    const field = (error?: string) => (
      <SelectRoot id="voice" required>
        <SelectLabel>Voice</SelectLabel>
        <SelectControl defaultValue="a">
          <SelectOption value="a">Amani</SelectOption>
        </SelectControl>
        {error && <SelectError>{error}</SelectError>}
        <SelectHint>Read aloud.</SelectHint>
      </SelectRoot>
    );
    const { rerender, container } = render(field());
    const select = screen.getByRole('combobox', { name: 'Voice' });
    expect((select as HTMLSelectElement).required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(description(select)).toBe('Read aloud.');
    rerender(field('Choose one.'));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toBe('Choose one. Read aloud.');
    expect(container.querySelector('[data-component="Select"]')?.getAttribute('data-state')).toBe('invalid');
    rerender(field());
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('render your own label and select with asChild, keeping the wiring', () => {
    render(
      <SelectRoot>
        <SelectLabel asChild>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: SelectLabel gives it `for` */}
          <label data-testid="label">Level</label>
        </SelectLabel>
        <SelectControl asChild aria-describedby="extra">
          <select name="level">
            <option value="a">Beginner</option>
          </select>
        </SelectControl>
        <SelectHint>Any time.</SelectHint>
        <p id="extra">More.</p>
      </SelectRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select.getAttribute('name')).toBe('level');
    expect(screen.getByTestId('label').getAttribute('for')).toBe(select.id);
    expect(description(select)).toBe('Any time. More.');
  });

  it('ties the array form’s messages from the first render, as a server renders it', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <Select
        id="d"
        label="Difficulty"
        options={[{ value: 'a', label: 'A' }]}
        error="Pick one."
        hint="Help."
      />,
    );
    expect(html).toContain('aria-describedby="d-error d-hint"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('says where a part is missing its root', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SelectHint>Alone</SelectHint>)).toThrow('<SelectHint> must be inside <SelectRoot>.');
    spy.mockRestore();
  });
});
