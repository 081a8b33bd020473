import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs.tsx';

const meta = {
  title: 'Foundations/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Admin sections',
    onValueChange: fn(),
    items: [
      { value: 'overview', label: 'Overview', content: <p>Overview figures.</p> },
      { value: 'users', label: 'Users', content: <p>Users table.</p> },
      { value: 'health', label: 'System Health', content: <p>All systems online.</p> },
      { value: 'activity', label: 'Recent Activities', content: <p>Latest activity.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(overview);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('Users table.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('users');
  },
};
export const SecondSelected: Story = { args: { defaultValue: 'health' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/**
 * The parts composed by hand, as in Radix: a badge inside a tab, and with `asChild` a tab that is your own
 * element (here a link to the section, so it can be opened in a new tab too). Keyboard and ARIA are the same.
 */
export const Composed: Story = {
  render: () => (
    <TabsRoot defaultValue="inbox">
      <TabsList label="Messages">
        <TabsTrigger value="inbox">
          Inbox <Badge tone="info">3</Badge>
        </TabsTrigger>
        <TabsTrigger value="archive" asChild>
          <a href="#archive">Archive</a>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="inbox">Three new messages.</TabsContent>
      <TabsContent value="archive">Nothing archived yet.</TabsContent>
    </TabsRoot>
  ),
  play: async ({ canvas, userEvent }) => {
    const inbox = canvas.getByRole('tab', { name: 'Inbox 3' });
    await expect(inbox).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(inbox);
    await userEvent.keyboard('{ArrowRight}');
    const archive = canvas.getByRole('tab', { name: 'Archive' });
    await expect(archive).toHaveFocus();
    await expect(archive.tagName).toBe('A');
    await expect(canvas.getByRole('tabpanel', { name: 'Archive' })).toHaveTextContent(
      'Nothing archived yet.',
    );
  },
};
