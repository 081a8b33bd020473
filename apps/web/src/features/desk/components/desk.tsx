// The review desk: one draft at a time with what a reviewer judges it by (glosses, part of speech and class,
// example, audio, corpus evidence, the forms it would make sure), and the four decisions, each on a key (A, C,
// R, S) that works anywhere on the page except while typing in a field. Correct and reject open a form in place.
import { ApiError, audioUrl, type DeskDecisionRequest, type DeskItem } from '@vuga/api-client';
import {
  AudioButton,
  Badge,
  Banner,
  Button,
  EmptyState,
  Inline,
  LockedIllustration,
  Spinner,
  Stack,
  TextArea,
  TextField,
  visuallyHidden,
} from '@vuga/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { ReviewProgress } from '../../../components/review-progress.tsx';
import { progressWords } from '../../../components/review-progress-content.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useDeskDecision, useDeskProgress, useDeskQueue } from '../api/desk.ts';
import { correctionFields, type FieldType, deskWords as words } from '../desk-content.ts';
import * as styles from './desk.css.ts';

type Mode = 'view' | 'correct' | 'reject';
type Action = DeskDecisionRequest['action'];

const KEYS: Record<string, Action> = { a: 'approve', c: 'correct', r: 'reject', s: 'skip' };
const keyOf = (action: Action) => action.charAt(0).toUpperCase();

/** Whether a key press belongs to a field being typed in (then it is text, not a decision). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const shownValue = (value: unknown, type: FieldType): string => {
  if (value === undefined || value === null) return '';
  if (type === 'list' && Array.isArray(value)) return value.join(', ');
  return String(value);
};

const typedValue = (text: string, type: FieldType): unknown => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'list')
    return trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (type === 'number') return Number(trimmed);
  return trimmed;
};

/** A titled part of an item's details, or what stands for it when it has nothing (`empty`). */
function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {empty === null ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}

function Details({ item }: { item: DeskItem }) {
  const audio = useAudioPlayer();
  const url = item.audio_url ? audioUrl(apiClient.baseUrl, item.audio_url, item.audio_source) : null;
  const isRw = item.kind === 'lexicon' || item.kind === 'phrase';
  return (
    <Stack space="md">
      <Inline space="xs">
        <Badge tone="info">{words.kind[item.kind]}</Badge>
        <Badge tone={item.tier === 'course' ? 'success' : 'neutral'}>
          {words.tier[item.tier](item.unit)}
        </Badge>
        {item.category && <Badge>{item.category}</Badge>}
      </Inline>
      <Inline space="sm" alignY="center" isNoWrap>
        <h2 className={styles.headline} lang={isRw ? 'rw' : undefined}>
          {item.headline}
        </h2>
        {url && item.headline && (
          <AudioButton
            size="md"
            state={audio.stateOf(item.id)}
            onPlay={() => void audio.play(item.id, url)}
            onStop={audio.stop}
            labels={{
              ...kitLabels.audio,
              idle: words.play(isRw ? item.headline : (item.example?.rw ?? item.headline)),
            }}
          />
        )}
      </Inline>
      <dl className={styles.facts}>
        <dt>{words.english}</dt>
        <dd>{item.en.join('; ')}</dd>
        {item.pos && (
          <>
            <dt>{words.partOfSpeech}</dt>
            <dd>{item.pos}</dd>
          </>
        )}
        {item.noun_class !== null && (
          <>
            <dt>{words.nounClass}</dt>
            <dd>{item.noun_class}</dd>
          </>
        )}
        {item.example && (
          <>
            <dt>{words.example}</dt>
            <dd>
              <span lang="rw">{item.example.rw}</span> — {item.example.en}
            </dd>
          </>
        )}
      </dl>
      {isRw && (
        <Section title={words.evidenceTitle} empty={item.evidence.length === 0 ? words.evidenceNone : null}>
          <ul className={styles.list}>
            {item.evidence.map((sentence) => (
              <li key={sentence.rw}>
                <span lang="rw">{sentence.rw}</span>
                {sentence.en && <span className={styles.muted}> — {sentence.en}</span>}{' '}
                <Badge size="sm">{words.evidenceSource[sentence.source]}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {isRw && (
        <Section title={words.sureTitle} empty={item.would_be_sure.length === 0 ? words.sureNone : null}>
          <p>
            {words.sureLead}{' '}
            {item.would_be_sure.map((form, i) => (
              <span key={form}>
                {i > 0 && ', '}
                <strong lang="rw">{form}</strong>
              </span>
            ))}
          </p>
        </Section>
      )}
    </Stack>
  );
}

function FormButtons({
  submit,
  danger = false,
  pending,
  onCancel,
}: {
  submit: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <Inline space="sm">
      <Button type="submit" variant={danger ? 'danger' : 'primary'} isLoading={pending}>
        {submit}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {words.cancel}
      </Button>
    </Inline>
  );
}

function CorrectionForm({
  item,
  pending,
  onSubmit,
  onCancel,
}: {
  item: DeskItem;
  pending: boolean;
  onSubmit: (changes: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const fields = correctionFields[item.kind].filter((f) => item.correctable.includes(f.field));
  const fieldMap = new Map(Object.entries(item.fields));
  const [values, setValues] = useState(
    () => new Map(fields.map((f) => [f.field, shownValue(fieldMap.get(f.field), f.type)])),
  );
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = new Map<string, unknown>();
    for (const f of fields) {
      const text = values.get(f.field) ?? '';
      if (text === shownValue(fieldMap.get(f.field), f.type)) continue;
      changes.set(f.field, typedValue(text, f.type));
    }
    if (changes.size === 0) {
      setError(words.nothingChanged);
      return;
    }
    setError(null);
    onSubmit(Object.fromEntries(changes));
  };
  return (
    <form onSubmit={submit} aria-label={words.correctTitle} className={styles.form}>
      <Stack space="sm">
        <h3 className={styles.sectionTitle}>{words.correctTitle}</h3>
        <p className={styles.muted}>{words.correctHint}</p>
        {fields.map((f, index) =>
          f.type === 'long' ? (
            <TextArea
              key={f.field}
              label={f.label}
              rows={3}
              value={values.get(f.field) ?? ''}
              onChange={(e) => setValues(new Map(values).set(f.field, e.target.value))}
            />
          ) : (
            <TextField
              key={f.field}
              ref={index === 0 ? first : undefined}
              label={f.label}
              hint={f.type === 'list' ? words.listHint : undefined}
              inputMode={f.type === 'number' ? 'numeric' : undefined}
              value={values.get(f.field) ?? ''}
              onChange={(e) => setValues(new Map(values).set(f.field, e.target.value))}
            />
          ),
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <FormButtons submit={words.saveCorrection} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function RejectForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);
  return (
    <form
      aria-label={words.rejectTitle}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setError(words.noteRequired);
          return;
        }
        onSubmit(note.trim());
      }}
    >
      <Stack space="sm">
        <h3 className={styles.sectionTitle}>{words.rejectTitle}</h3>
        <TextArea
          ref={area}
          label={words.note}
          hint={words.noteHint}
          error={error ?? undefined}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <FormButtons submit={words.confirmReject} danger pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function ItemDesk({
  item,
  remaining,
  onDone,
}: {
  item: DeskItem;
  remaining: number;
  /** Says what was decided (in the desk's live region, which outlives the item). */
  onDone: (message: string) => void;
}) {
  const decision = useDeskDecision();
  const [mode, setMode] = useState<Mode>('view');
  // One key per item and action: a second click of the same decision is a repeat the server answers once.
  const requestIds = useRef(new Map<string, string>());
  const headingId = useId();

  const send = (action: Action, extra: Partial<DeskDecisionRequest> = {}) => {
    if (decision.isPending) return;
    let requestId = requestIds.current.get(action);
    if (!requestId) {
      requestId = crypto.randomUUID();
      requestIds.current.set(action, requestId);
    }
    // Not mutate's own onSuccess: the queue read again after a decision brings the next item, which unmounts this
    // desk first, and React Query drops a call's callbacks once its component is gone. The promise still settles;
    // a failure shows through `decision.isError`.
    decision
      .mutateAsync({ item_id: item.id, action, request_id: requestId, ...extra })
      .then(() => onDone(words.done[action](item.id)))
      .catch(() => undefined);
  };
  const choose = (action: Action) => {
    if (action === 'correct' || action === 'reject') setMode(action);
    else send(action);
  };

  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    if (mode !== 'view') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || typing(event.target)) return;
      const action = KEYS[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      chooseRef.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode]);

  return (
    <Stack space="md">
      <section aria-labelledby={headingId} className={styles.stage} data-item={item.id}>
        <h2 id={headingId} className={visuallyHidden}>
          {words.itemLabel}
        </h2>
        <Details item={item} />
      </section>
      <p className={styles.muted} data-varies="">
        {words.remaining(remaining)}
      </p>
      {mode === 'view' && (
        <section aria-label={words.actionsLabel}>
          <Stack space="xs">
            <div className={styles.actions}>
              {(['approve', 'correct', 'reject', 'skip'] as const).map((action) => (
                <Button
                  key={action}
                  variant={action === 'approve' ? 'primary' : action === 'reject' ? 'danger' : 'secondary'}
                  aria-keyshortcuts={keyOf(action)}
                  disabled={decision.isPending}
                  onClick={() => choose(action)}
                >
                  {words[action]} <kbd className={styles.kbd}>{keyOf(action)}</kbd>
                </Button>
              ))}
            </div>
            <p className={styles.muted}>{words.keysHint}</p>
          </Stack>
        </section>
      )}
      {mode === 'correct' && (
        <CorrectionForm
          item={item}
          pending={decision.isPending}
          onCancel={() => setMode('view')}
          onSubmit={(changes) => send('correct', { changes })}
        />
      )}
      {mode === 'reject' && (
        <RejectForm
          pending={decision.isPending}
          onCancel={() => setMode('view')}
          onSubmit={(note) => send('reject', { note })}
        />
      )}
      {decision.isError && (
        <Banner tone="critical" title={words.decisionFailed}>
          {apiErrorMessage(decision.error, { failed: words.failed, unreachable: words.unreachable })}
        </Banner>
      )}
    </Stack>
  );
}

export function Desk() {
  const queue = useDeskQueue();
  const progress = useDeskProgress();
  const [said, setSaid] = useState('');
  if (queue.isError && queue.error instanceof ApiError && queue.error.status === 403) {
    return (
      <EmptyState
        headingLevel={2}
        illustration={<LockedIllustration />}
        title={words.deniedTitle}
        description={words.deniedDescription}
      />
    );
  }
  return (
    <QueryState
      query={queue}
      loading={words.loading}
      size="lg"
      failed={words.failedTitle}
      message={(error) => apiErrorMessage(error, { failed: words.failed, unreachable: words.unreachable })}
      retry={words.retry}
    >
      {({ item, remaining }) => (
        <div className={styles.layout}>
          <div className={styles.main}>
            {item ? (
              // A new item starts a new desk (its forms and keys of its own).
              <ItemDesk key={item.id} item={item} remaining={remaining} onDone={setSaid} />
            ) : (
              <EmptyState headingLevel={2} title={words.emptyTitle} description={words.emptyDescription} />
            )}
          </div>
          <p role="status" className={visuallyHidden} data-testid="desk-said">
            {said}
          </p>
          <aside className={styles.side}>
            {progress.isSuccess && <ReviewProgress progress={progress.data} />}
            {progress.isPending && <Spinner labels={{ loading: progressWords.loading }} />}
          </aside>
        </div>
      )}
    </QueryState>
  );
}
