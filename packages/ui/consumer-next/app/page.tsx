// A server component (no "use client") that renders the kit's components, client ones (Tabs, Switch) among them,
// and reads its tokens on the server.
import { Badge, Button, Card, ProgressBar, Stack, Switch, Tabs, vars } from '@vuga/ui';

export default function Home() {
  return (
    <main style={{ padding: vars.space.lg }}>
      <Stack space="md">
        <Card title="Server page">
          <Badge>From a server component</Badge>
          <Button>Continue</Button>
          <ProgressBar label="Progress" value={40} />
          <Switch label="Sound" />
        </Card>
        <Tabs
          label="Sections"
          defaultValue="one"
          items={[
            { value: 'one', label: 'One', content: 'First panel' },
            { value: 'two', label: 'Two', content: 'Second panel' },
          ]}
        />
      </Stack>
    </main>
  );
}
