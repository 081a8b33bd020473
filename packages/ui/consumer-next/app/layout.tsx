// A Next.js App Router root layout, a server component, as the kit's README writes it: the stylesheet imported
// once, <html> themed in the server's HTML (so the first paint is themed), the provider around the pages.
import '@vuga/ui/styles.css';
import { ThemeProvider } from '@vuga/ui';
import { rootThemeAttributes } from '@vuga/ui/theme';
import type { ReactNode } from 'react';

// No favicon request (a 404 the test would count as an error).
export const metadata = { title: '@vuga/ui in Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...rootThemeAttributes('dark')}>
      <body>
        <ThemeProvider theme="dark" isRoot>
          {children}
        </ThemeProvider>
      </body>
    </html>
  );
}
