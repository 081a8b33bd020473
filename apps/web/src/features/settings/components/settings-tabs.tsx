import { Button, Card, DeleteConfirmModal, Inline, Select, Stack, Switch, Tabs } from '@vuga/ui';
import { useState } from 'react';
import { authErrorMessage } from '../../../lib/auth/auth-errors.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { offlineContent } from '../../../lib/offline/offline-content.ts';
import { newCardsPerDayChoices, type Settings, updateSettings, useSettings } from '../../../lib/settings.ts';
import { privacyContent } from '../settings-content.ts';
import * as styles from './settings.css.ts';

const themeOptions = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto (follow my device)' },
];

function DateOf({ value }: { value: string | undefined }) {
  if (!value) return 'Unknown';
  return <time dateTime={value}>{new Date(value).toLocaleDateString(undefined, { dateStyle: 'long' })}</time>;
}

function AccountTab() {
  const { user, resetPassword, signOut } = useAuth();
  const [resetSent, setResetSent] = useState<string | null>(null);
  if (!user) return null;
  return (
    <Card title="Account" headingLevel={2}>
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{user.displayName || '—'}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Member since</dt>
        <dd>
          <DateOf value={user.createdAt} />
        </dd>
        <dt>Last sign-in</dt>
        <dd>
          <DateOf value={user.lastSignInAt} />
        </dd>
      </dl>
      <Inline space="sm">
        <Button
          variant="secondary"
          onClick={async () => {
            if (!user.email) return;
            try {
              await resetPassword(user.email);
              setResetSent(`We sent a password reset link to ${user.email}.`);
            } catch (error) {
              setResetSent(authErrorMessage(error));
            }
          }}
        >
          Change password
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Inline>
      {resetSent && <p role="status">{resetSent}</p>}
    </Card>
  );
}

function SwitchList<K extends 'privacy'>({
  section,
  labels,
}: {
  section: K;
  labels: Record<keyof Settings[K], { label: string; description: string }>;
}) {
  const settings = useSettings();
  const values = settings[section] as Record<string, boolean>;
  return (
    <Stack space="md" className={styles.switches}>
      {(Object.keys(labels) as (keyof Settings[K] & string)[]).map((key) => (
        <Switch
          key={key}
          label={labels[key].label}
          description={labels[key].description}
          checked={values[key]}
          onCheckedChange={(checked) => updateSettings(section, { [key]: checked } as Partial<Settings[K]>)}
        />
      ))}
    </Stack>
  );
}

function PreferencesTab() {
  const { preferences } = useSettings();
  return (
    <Card title="Preferences" headingLevel={2}>
      <Stack space="md" className={styles.switches}>
        <Select
          label="Theme"
          options={themeOptions}
          value={preferences.theme}
          onChange={(event) =>
            updateSettings('preferences', { theme: event.target.value as Settings['preferences']['theme'] })
          }
        />
        <Select
          label="New review cards a day"
          hint="How many new words a day come to Review; the rest wait for the next days."
          options={newCardsPerDayChoices.map((n) => ({ value: String(n), label: `${n} a day` }))}
          value={String(preferences.newCardsPerDay)}
          onChange={(event) =>
            updateSettings('preferences', {
              newCardsPerDay: Number(event.target.value) as Settings['preferences']['newCardsPerDay'],
            })
          }
        />
        <Switch
          label="Play pronunciation automatically"
          description="Speak each tutor answer's word as soon as it arrives."
          checked={preferences.autoPlay}
          onCheckedChange={(autoPlay) => updateSettings('preferences', { autoPlay })}
        />
        <Switch
          label="Sound effects"
          description="A short sound when a lesson's answer is right or wrong, and when a lesson is complete."
          checked={preferences.soundEffects}
          onCheckedChange={(soundEffects) => updateSettings('preferences', { soundEffects })}
        />
      </Stack>
    </Card>
  );
}

export interface DataTabProps {
  onExport(): Promise<void>;
  onDelete(): Promise<void>;
}

function DataTab({ onExport, onDelete }: DataTabProps) {
  const [exporting, setExporting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const online = useOnline();
  return (
    <Card title={privacyContent.dataTitle} headingLevel={2}>
      <h3>Export your data</h3>
      <p>
        Download everything Vuga keeps about you (your activity, quiz results, statistics and settings) as a
        file.
      </p>
      <Button
        variant="secondary"
        isLoading={exporting}
        onClick={async () => {
          setExporting(true);
          setMessage(null);
          try {
            await onExport();
            setMessage('Your data has been downloaded.');
          } catch (error) {
            setMessage(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
          } finally {
            setExporting(false);
          }
        }}
      >
        Export my data
      </Button>
      <h3>Delete your account</h3>
      <p>This permanently deletes your account, your progress and your achievements. It cannot be undone.</p>
      <Button
        variant="danger"
        onClick={() => setDeleteOpen(true)}
        disabled={!online}
        aria-describedby={online ? undefined : 'delete-needs-server'}
      >
        Delete account
      </Button>
      {!online && <p id="delete-needs-server">{offlineContent.deleteNeedsServer}</p>}
      {message && <p role="status">{message}</p>}
      <DeleteConfirmModal
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        isPending={deleting}
        onConfirm={async () => {
          setDeleting(true);
          setMessage(null);
          try {
            await onDelete();
          } catch (error) {
            setDeleteOpen(false);
            setMessage(
              `Deleting your account failed: ${error instanceof Error ? error.message : String(error)}`,
            );
          } finally {
            setDeleting(false);
          }
        }}
      />
    </Card>
  );
}

/** The privacy switches, then the data actions (export, delete). */
function PrivacyTab(props: DataTabProps) {
  return (
    <Stack space="lg">
      <Card title={privacyContent.title} headingLevel={2} description={privacyContent.description}>
        <SwitchList
          section="privacy"
          labels={{
            analyticsOptOut: {
              label: 'Opt out of usage analytics',
              description: 'Stop recording my activity for my dashboard and the usage figures.',
            },
          }}
        />
      </Card>
      <DataTab {...props} />
    </Stack>
  );
}

export function SettingsTabs(props: DataTabProps) {
  return (
    <Tabs
      label="Settings sections"
      defaultValue="account"
      items={[
        { value: 'account', label: 'Account', content: <AccountTab /> },
        { value: 'privacy', label: privacyContent.tab, content: <PrivacyTab {...props} /> },
        { value: 'preferences', label: 'Preferences', content: <PreferencesTab /> },
      ]}
    />
  );
}
