import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './contract.css.ts';
import { contrastRatio } from './contrast.ts';
import { darkColors, lightColors, type Palette } from './palette.ts';

/**
 * Every colour role of the theme contract (`vars.color.*`, the CSS variable `--vuga-color-<role>`) in both themes,
 * with its WCAG contrast ratio against what it sits on, computed here from the themes' own values. Text needs
 * 4.5:1, edges and focus rings 3:1 (packages/ui/src/theme/theme.test.ts holds the themes to it).
 */
const meta = {
  title: 'Foundations/Colour',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Role = keyof Palette;
type Pair = { foreground: Role; background: Role; use: string };

// What each role is measured against: text and edges against the page, a fill against the text on it, a tinted
// surface against the text that sits on it. `overlay` is translucent and has no ratio of its own.
const surfaceUse = (role: Role): Pair => ({ foreground: 'text', background: role, use: 'body text on it' });
const onPage = (role: Role, use: string): Pair => ({ foreground: role, background: 'surface', use });
const pairs: Record<Exclude<Role, 'overlay'>, Pair> = {
  surface: surfaceUse('surface'),
  surfaceRaised: surfaceUse('surfaceRaised'),
  surfaceSunken: surfaceUse('surfaceSunken'),
  surfaceHover: surfaceUse('surfaceHover'),
  text: onPage('text', 'on surface'),
  textMuted: onPage('textMuted', 'on surface'),
  border: onPage('border', 'edge on surface'),
  accent: { foreground: 'onAccent', background: 'accent', use: 'onAccent text on the fill' },
  accentHover: { foreground: 'onAccent', background: 'accentHover', use: 'onAccent text on the fill' },
  accentText: onPage('accentText', 'on surface'),
  accentSurface: { foreground: 'accentText', background: 'accentSurface', use: 'accentText on it' },
  onAccent: { foreground: 'onAccent', background: 'accent', use: 'on accent' },
  success: { foreground: 'success', background: 'successSurface', use: 'on successSurface' },
  successSurface: surfaceUse('successSurface'),
  warning: { foreground: 'warning', background: 'warningSurface', use: 'on warningSurface' },
  warningSurface: surfaceUse('warningSurface'),
  caution: { foreground: 'caution', background: 'cautionSurface', use: 'on cautionSurface' },
  cautionSurface: surfaceUse('cautionSurface'),
  critical: { foreground: 'onCritical', background: 'critical', use: 'onCritical text on the fill' },
  criticalSurface: surfaceUse('criticalSurface'),
  onCritical: { foreground: 'onCritical', background: 'critical', use: 'on critical' },
  info: { foreground: 'info', background: 'infoSurface', use: 'on infoSurface' },
  infoSurface: surfaceUse('infoSurface'),
  focus: onPage('focus', 'ring on surface'),
};
const roles = Object.keys(lightColors) as Role[];
const isEdge = (role: Role) => role === 'border' || role === 'focus';

function ratio(palette: Palette, role: Role): string {
  if (role === 'overlay') return 'translucent';
  const { foreground, background, use } = pairs[role];
  const value = contrastRatio(palette[foreground], palette[background]);
  const needed = isEdge(role) ? 3 : 4.5;
  return `${value.toFixed(2)}:1 ${use}${value < needed ? ' (below the needed ratio)' : ''}`;
}

// Each table is drawn in its own theme's colours (the values themselves), whatever the page's theme.
function Swatches({ theme, palette }: { theme: string; palette: Palette }) {
  return (
    <div
      style={{
        color: palette.text,
        background: palette.surface,
        padding: '0.5rem',
        borderRadius: vars.radius.md,
      }}
    >
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.5rem' }}>{theme} theme</caption>
        <thead>
          <tr>
            {['Role', 'Colour', 'Value', 'Contrast'].map((heading) => (
              <th key={heading} scope="col" style={{ textAlign: 'start', padding: '0.25rem 0.5rem' }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role} style={{ borderTop: `1px solid ${palette.border}` }}>
              <th
                scope="row"
                style={{ textAlign: 'start', padding: '0.25rem 0.5rem', fontFamily: vars.font.mono }}
              >
                {role}
              </th>
              <td style={{ padding: '0.25rem 0.5rem' }}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'block',
                    width: '2.5rem',
                    height: '1.5rem',
                    borderRadius: vars.radius.sm,
                    border: `1px solid ${palette.border}`,
                    background: palette[role],
                  }}
                />
              </td>
              <td style={{ padding: '0.25rem 0.5rem', fontFamily: vars.font.mono }}>{palette[role]}</td>
              <td style={{ padding: '0.25rem 0.5rem' }}>{ratio(palette, role)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Both themes side by side: role, swatch, value and contrast ratio. */
export const Roles: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'start' }}>
      <Swatches theme="light" palette={lightColors} />
      <Swatches theme="dark" palette={darkColors} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['light theme', 'dark theme']) {
      const table = canvas.getByRole('table', { name });
      // A row per role of the contract, and no role below its ratio.
      await expect(within(table).getAllByRole('rowheader')).toHaveLength(Object.keys(vars.color).length);
      await expect(table).not.toHaveTextContent('below the needed ratio');
    }
  },
};
