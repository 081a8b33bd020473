// A minimal app outside the workspace that uses @vuga/ui as a developer would after `npm install`: the package's
// built JavaScript, its one CSS file, its declarations (checked by tsc) and no vanilla-extract plugin.
import '@vuga/ui/styles.css';
import './brand.css';
import { Button, Card, ProgressBar, Tabs, type ThemeName, ThemeProvider, vars } from '@vuga/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [theme, setTheme] = useState<ThemeName>('light');
  const [count, setCount] = useState(0);
  return (
    <ThemeProvider theme={theme} isRoot>
      <main style={{ padding: vars.space.lg }}>
        <Card title="Consumer">
          <Button onClick={() => setCount((n) => n + 1)}>Pressed {count}</Button>
          <Button variant="secondary" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
            Theme {theme}
          </Button>
          <div className="brand">
            <Button>Branded</Button>
          </div>
          <ProgressBar label="Progress" value={40} />
          <Tabs
            label="Sections"
            defaultValue="one"
            items={[
              { value: 'one', label: 'One', content: 'First panel' },
              { value: 'two', label: 'Two', content: 'Second panel' },
            ]}
          />
        </Card>
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
