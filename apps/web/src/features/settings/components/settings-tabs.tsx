import { Button, Card, DeleteConfirmModal, Inline, Select, Stack, Switch, Tabs } from '@vuga/ui';
import { useEffect, useRef, useState } from 'react';
import { StackRegion } from '../../../components/stack-region.tsx';
import { authErrorMessage } from '../../../lib/auth/auth-errors.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { languages, setLanguage } from '../../../lib/i18n.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { offlineContent } from '../../../lib/offline/offline-content.ts';
import { offlineTutorContent } from '../../../lib/offline-tutor/offline-tutor-content.ts';
import { newCardsPerDayChoices, type Settings, updateSettings, useSettings } from '../../../lib/settings.ts';
import { languageNames, privacyContent, settingsContent as text } from '../settings-content.ts';
import { OfflineTutorSection } from './offline-tutor-section.tsx';
import * as styles from './settings.css.ts';

const themeOptions = () => [
  { value: 'light', label: text.themeLight },
  { value: 'dark', label: text.themeDark },
  { value: 'auto', label: text.themeAuto },
];

/** The section shown, kept while the page is drawn again in another language. */
let shownTab = 'account';

function DateOf({ value }: { value: string | undefined }) {
  if (!value) return text.unknown;
  return <time dateTime={value}>{formatLongDate(value)}</time>;
}

function AccountTab() {
  const { user, resetPassword, signOut } = useAuth();
  const [resetSent, setResetSent] = useState<string | null>(null);
  if (!user) return null;
  return (
    <Card title={text.accountTab} headingLevel={2}>
      <dl className={styles.details}>
        <dt>{text.name}</dt>
        <dd>{user.displayName || '—'}</dd>
        <dt>{text.email}</dt>
        <dd>{user.email}</dd>
        <dt>{text.memberSince}</dt>
        <dd>
          <DateOf value={user.createdAt} />
        </dd>
        <dt>{text.lastSignIn}</dt>
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
              setResetSent(text.resetSent(user.email));
            } catch (error) {
              setResetSent(authErrorMessage(error));
            }
          }}
        >
          {text.changePassword}
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          {text.signOut}
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
    <StackRegion space="md" className={styles.switches}>
      {(Object.keys(labels) as (keyof Settings[K] & string)[]).map((key) => (
        <Switch
          key={key}
          label={labels[key].label}
          description={labels[key].description}
          checked={values[key]}
          onCheckedChange={(checked) => updateSettings(section, { [key]: checked } as Partial<Settings[K]>)}
        />
      ))}
    </StackRegion>
  );
}

function PreferencesTab() {
  const { preferences } = useSettings();
  return (
    <Card title={text.preferencesTab} headingLevel={2}>
      <StackRegion space="md" className={styles.switches}>
        <Select
          id="language"
          label={text.language}
          hint={text.languageHint}
          options={languages.map((language) => ({ value: language, label: languageNames[language] }))}
          value={preferences.language}
          onChange={(event) => {
            const language = event.target.value as Settings['preferences']['language'];
            updateSettings('preferences', { language });
            // The page is drawn anew in the new language: the choice keeps the focus.
            setLanguage(language)
              .then(() => document.getElementById('language')?.focus())
              .catch(() => undefined);
          }}
        />
        <Select
          label={text.theme}
          options={themeOptions()}
          value={preferences.theme}
          onChange={(event) =>
            updateSettings('preferences', { theme: event.target.value as Settings['preferences']['theme'] })
          }
        />
        <Select
          label={text.newCards}
          hint={text.newCardsHint}
          options={newCardsPerDayChoices.map((n) => ({ value: String(n), label: text.newCardsOption(n) }))}
          value={String(preferences.newCardsPerDay)}
          onChange={(event) =>
            updateSettings('preferences', {
              newCardsPerDay: Number(event.target.value) as Settings['preferences']['newCardsPerDay'],
            })
          }
        />
        <Switch
          label={text.autoPlay}
          description={text.autoPlayHint}
          checked={preferences.autoPlay}
          onCheckedChange={(autoPlay) => updateSettings('preferences', { autoPlay })}
        />
        <Switch
          label={text.soundEffects}
          description={text.soundEffectsHint}
          checked={preferences.soundEffects}
          onCheckedChange={(soundEffects) => updateSettings('preferences', { soundEffects })}
        />
      </StackRegion>
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
      <h3>{text.exportTitle}</h3>
      <p>{text.exportText}</p>
      <Button
        variant="secondary"
        isLoading={exporting}
        onClick={async () => {
          setExporting(true);
          setMessage(null);
          try {
            await onExport();
            setMessage(text.exported);
          } catch (error) {
            setMessage(text.exportFailed(error instanceof Error ? error.message : String(error)));
          } finally {
            setExporting(false);
          }
        }}
      >
        {text.exportButton}
      </Button>
      <h3>{text.deleteTitle}</h3>
      <p>{text.deleteText}</p>
      <Button
        variant="danger"
        onClick={() => setDeleteOpen(true)}
        disabled={!online}
        aria-describedby={online ? undefined : 'delete-needs-server'}
      >
        {text.deleteButton}
      </Button>
      {!online && <p id="delete-needs-server">{offlineContent.deleteNeedsServer}</p>}
      {message && <p role="status">{message}</p>}
      <DeleteConfirmModal
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        isPending={deleting}
        labels={text.deleteModal}
        confirmWord={text.deleteWord}
        onConfirm={async () => {
          setDeleting(true);
          setMessage(null);
          try {
            await onDelete();
          } catch (error) {
            setDeleteOpen(false);
            setMessage(text.deleteFailed(error instanceof Error ? error.message : String(error)));
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
              label: text.optOut,
              description: text.optOutHint,
            },
          }}
        />
      </Card>
      <DataTab {...props} />
    </Stack>
  );
}

export function SettingsTabs(props: DataTabProps) {
  const row = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState(shownTab);
  // The selected tab whole in the row: one picked on a previous visit, or one half out at the edge and clicked
  // (Radix names a tab's element …-trigger-<value>).
  useEffect(() => {
    row.current
      ?.querySelector(`[role="tab"][id$="-trigger-${tab}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <div ref={row}>
      <Tabs
        className={styles.tabs}
        label={text.sections}
        value={tab}
        onValueChange={(value) => {
          shownTab = value;
          setTab(value);
        }}
        items={[
          { value: 'account', label: text.accountTab, content: <AccountTab /> },
          { value: 'privacy', label: privacyContent.tab, content: <PrivacyTab {...props} /> },
          { value: 'preferences', label: text.preferencesTab, content: <PreferencesTab /> },
          { value: 'offline', label: offlineTutorContent.tab, content: <OfflineTutorSection /> },
        ]}
      />
    </div>
  );
}
