import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from './Accordion.tsx';

const items = [
  { value: 'a', title: 'First?', content: 'One' },
  { value: 'b', title: 'Second?', content: 'Two' },
];

describe('Accordion', () => {
  it('keeps at most one item open, under headings of the chosen level', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.getByRole('region', { name: 'First?' }).textContent).toBe('One');
    await userEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.queryByRole('region', { name: 'First?' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Second?' }).textContent).toBe('Two');
    expect(screen.getByRole('button', { name: 'First?' }).getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves between the questions with the arrow keys, Home and End', async () => {
    const three = [...items, { value: 'c', title: 'Third?', content: 'Three' }];
    const onValueChange = vi.fn();
    render(<Accordion items={three} onValueChange={onValueChange} />);
    screen.getByRole('button', { name: 'First?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Second?');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Third?');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('First?');
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement?.textContent).toBe('First?');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
  });

  it('composes from its parts; a nested accordion keeps its own arrow keys', async () => {
    render(
      <AccordionRoot defaultValue="outer">
        <AccordionItem value="outer">
          <AccordionTrigger>Outer?</AccordionTrigger>
          <AccordionContent>
            <Accordion items={items} />
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="last">
          <AccordionTrigger>Last?</AccordionTrigger>
          <AccordionContent>End</AccordionContent>
        </AccordionItem>
      </AccordionRoot>,
    );
    const outer = screen.getByRole('button', { name: 'Outer?' });
    expect(outer.getAttribute('aria-expanded')).toBe('true');
    outer.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last?' }));
    screen.getByRole('button', { name: 'First?' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second?' }));
  });

  it('says which part is outside its root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AccordionTrigger>Lost</AccordionTrigger>)).toThrow(/inside an AccordionRoot/);
  });
});
