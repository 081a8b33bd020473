import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ProfilerOnRenderCallback, type ReactNode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

/** The theme of the provider whose element holds `element` (undefined: outside every provider). */
const themeOf = (element: HTMLElement) =>
  element.closest<HTMLElement>('[data-component="ThemeProvider"]')?.dataset.theme;

describe('ThemeProvider', () => {
  let hydrated: Root | undefined;
  let page: HTMLElement | undefined;
  afterEach(() => {
    act(() => hydrated?.unmount());
    page?.remove();
    hydrated = undefined;
    page = undefined;
  });

  /** Renders `tree` on the "server", then hydrates it in the document, as the web app's prerendered pages are. */
  async function hydrate(tree: (onRender: ProfilerOnRenderCallback) => ReactNode) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(() => {}));
    document.body.append(container);
    page = container;
    const phases: string[] = [];
    await act(async () => {
      hydrated = hydrateRoot(
        container,
        tree((_id, phase) => phases.push(phase)),
      );
    });
    return phases;
  }

  it('hydrates in one pass: attaching its element renders the provider no second time', async () => {
    const phases = await hydrate((onRender) => (
      <Profiler id="theme" onRender={onRender}>
        <ThemeProvider theme="dark">
          <p>Page</p>
        </ThemeProvider>
      </Profiler>
    ));
    expect(phases).toEqual(['mount']);
  });

  it('portals a dialog opened after hydration into its element, above a Suspense boundary', async () => {
    await hydrate(() => (
      <ThemeProvider theme="dark">
        <Suspense fallback={null}>
          <Dialog title="Later" trigger={<button type="button">Open</button>} />
        </Suspense>
      </ThemeProvider>
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(themeOf(screen.getByRole('dialog', { name: 'Later' }))).toBe('dark');
  });

  it('portals a dialog open on its first render into its element', async () => {
    render(
      <ThemeProvider theme="dark">
        <Dialog title="At once" defaultOpen />
      </ThemeProvider>,
    );
    expect(themeOf(await screen.findByRole('dialog', { name: 'At once' }))).toBe('dark');
  });

  it('portals into the nearest of two nested providers', async () => {
    render(
      <ThemeProvider theme="dark">
        <ThemeProvider theme="light">
          <Dialog title="Inner" defaultOpen />
        </ThemeProvider>
      </ThemeProvider>,
    );
    expect(themeOf(await screen.findByRole('dialog', { name: 'Inner' }))).toBe('light');
  });
});
