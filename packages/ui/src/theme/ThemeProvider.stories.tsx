import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { TextField } from '../components/TextField/TextField.tsx';
import { darkColors, lightColors } from './palette.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
  args: { theme: 'dark' },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const sample = (name: string) => (
  <Card title={`${name} card`} style={{ maxWidth: '16rem' }}>
    <Button>{name} action</Button>
  </Card>
);

/**
 * Two themes side by side: each provider themes its own element — typeface, text colour, surface — whatever the
 * page's theme and styles are (here a serif font around them).
 */
export const SideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', fontFamily: 'serif' }}>
      <ThemeProvider theme="light">{sample('Light')}</ThemeProvider>
      <ThemeProvider theme="dark">{sample('Dark')}</ThemeProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    const light = canvas.getByRole('region', { name: 'Light card' });
    const dark = canvas.getByRole('region', { name: 'Dark card' });
    const background = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
    const text = (el: HTMLElement) => getComputedStyle(el).color;
    await expect(light.closest('[data-theme]')).toHaveAttribute('data-theme', 'light');
    await expect(dark.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
    await expect(background(dark)).not.toBe(background(light));
    await expect(text(dark)).not.toBe(text(light));
    const provider = light.closest('[data-theme]') as HTMLElement;
    await expect(getComputedStyle(provider).fontFamily).toMatch(/Figtree/);
  },
};

/** A dialog opened inside a provider renders inside its element, so it keeps that provider's theme. */
export const DialogKeepsItsTheme: Story = {
  render: (args) => (
    <ThemeProvider theme={args.theme}>
      <Dialog
        title="Scoped dialog"
        description="Rendered in the provider's theme."
        trigger={<Button>Open</Button>}
      >
        Body
      </Dialog>
    </ThemeProvider>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Scoped dialog' });
    await expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', args.theme);
  },
};

/**
 * A light provider inside a dark one (a preview of the light theme on a dark page): the inner subtree is light in
 * every way — surface, text, the components' colours and the browser's own controls (`color-scheme`) — and
 * the outer stays dark around it.
 */
export const NestedLightInDark: Story = {
  render: () => (
    <ThemeProvider theme="dark">
      <div style={{ display: 'grid', gap: '1rem', padding: '1rem' }}>
        {sample('Outer dark')}
        <ThemeProvider theme="light">
          <div style={{ display: 'grid', gap: '1rem', padding: '1rem' }}>
            {sample('Inner light')}
            <TextField label="Inner light field" defaultValue="Muraho" />
          </div>
        </ThemeProvider>
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    const style = (el: Element) => getComputedStyle(el);
    const inner = canvas.getByRole('region', { name: 'Inner light card' });
    const outer = canvas.getByRole('region', { name: 'Outer dark card' });
    const innerScope = inner.closest('[data-component="ThemeProvider"]') as HTMLElement;
    const outerScope = outer.closest('[data-component="ThemeProvider"]') as HTMLElement;
    await expect(innerScope).toHaveAttribute('data-theme', 'light');
    await expect(outerScope).toHaveAttribute('data-theme', 'dark');
    await expect(style(innerScope).backgroundColor).toBe(rgb(lightColors.surface));
    await expect(style(innerScope).color).toBe(rgb(lightColors.text));
    await expect(style(inner).backgroundColor).toBe(rgb(lightColors.surfaceRaised));
    await expect(style(outer).backgroundColor).toBe(rgb(darkColors.surfaceRaised));
    await expect(style(canvas.getByRole('button', { name: 'Inner light action' })).backgroundColor).toBe(
      rgb(lightColors.accent),
    );
    await expect(style(canvas.getByRole('textbox', { name: 'Inner light field' })).color).toBe(
      rgb(lightColors.text),
    );
    await expect(style(innerScope).colorScheme).toBe('light');
    await expect(style(outerScope).colorScheme).toBe('dark');
  },
};
