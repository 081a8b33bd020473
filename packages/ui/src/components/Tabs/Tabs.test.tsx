import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs.tsx';

const items = [
  { value: 'a', label: 'Sign In', content: 'sign in form' },
  { value: 'b', label: 'Sign Up', content: 'sign up form' },
];

describe('Tabs', () => {
  it('selects the first tab by default and switches on click', async () => {
    render(<Tabs label="Account" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('sign in form');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('sign up form');
  });

  it("composes from its parts, a tab rendered as the caller's own element with asChild", async () => {
    render(
      <TabsRoot defaultValue="a">
        <TabsList label="Account">
          <TabsTrigger value="a">Sign In</TabsTrigger>
          <TabsTrigger value="b" asChild>
            <a href="#up">Sign Up</a>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a">sign in form</TabsContent>
        <TabsContent value="b">sign up form</TabsContent>
      </TabsRoot>,
    );
    const up = screen.getByRole('tab', { name: 'Sign Up' });
    expect(up.tagName).toBe('A');
    await userEvent.click(up);
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' }).textContent).toBe('sign up form');
  });
});
