import { LIMITS, type TranslateResponse } from '@vuga/api-client';
import { Banner, Button, Inline, Stack, TextArea } from '@vuga/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { StackRegion } from '../../../components/stack-region.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useOnline } from '../../../lib/offline/app-status.ts';
import { warmOfflineTutor } from '../../../lib/offline-tutor/offline-tutor.ts';
import { offlineTutorContent } from '../../../lib/offline-tutor/offline-tutor-content.ts';
import { useTranslateText } from '../api/translate-text.ts';
import { addToHistory, type HistoryEntry } from '../history.ts';
import {
  type Direction,
  languagesOf,
  oppositeDirection,
  samples,
  translateMessages as text,
} from '../translate-content.ts';
import { translateErrorMessage } from '../translate-errors.ts';
import * as styles from './translate.css.ts';
import { TranslationHistory } from './translation-history.tsx';
import { TranslationResult } from './translation-result.tsx';

let nextId = 0;

/** The error shown under the text box: there is no text to translate (shown in the current language). */
const noText = Symbol('no text');

export function TranslateScreen() {
  const { user } = useAuth();
  const translation = useTranslateText();
  const [direction, setDirection] = useState<Direction>('en-rw');
  const [input, setInput] = useState('');
  const [result, setResult] = useState<(TranslateResponse & { source: string }) | null>(null);
  const [error, setError] = useState<string | typeof noText | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [answeredOffline, setAnsweredOffline] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const samplesId = useId();
  const { from, to } = languagesOf(direction);
  const languageName = text.languages;
  const pending = translation.isPending;
  const online = useOnline();
  useEffect(() => {
    if (!online) warmOfflineTutor();
  }, [online]);

  async function translate(typed = input, dir = direction) {
    const original = typed.trim();
    if (!original) {
      setError(noText);
      return;
    }
    if (pending) return;
    setError(null);
    try {
      const { value: response, offline } = await translation.mutateAsync({
        text: original,
        direction: dir,
        user_email: user?.email ?? undefined,
      });
      setAnsweredOffline(offline);
      setResult({ ...response, source: original });
      setHistory((list) =>
        addToHistory(list, {
          id: `t${++nextId}`,
          original,
          translated: response.translated_text,
          direction: dir,
          method: response.method,
        }),
      );
    } catch (cause) {
      setResult(null);
      const message = translateErrorMessage(cause);
      // With no connection, where to get the tutor that works without one.
      setError(message === text.unreachable ? `${message} ${offlineTutorContent.offlineHint}` : message);
    }
  }

  function swap() {
    // The translation becomes the text to translate back, so a learner can check a result both ways.
    if (result?.translated_text) setInput(result.translated_text);
    setDirection(oppositeDirection(direction));
    setResult(null);
    setError(null);
  }

  function clear() {
    setInput('');
    setResult(null);
    setError(null);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void translate();
    }
  }

  function pickSample(sample: string) {
    setInput(sample);
    void translate(sample);
  }

  return (
    <div className={styles.layout}>
      <StackRegion as="section" space="md" className={styles.main} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {text.heading}
        </h1>
        <Inline space="sm">
          <p className={styles.direction} data-testid="direction">
            <span>{languageName[from]}</span>
            <span role="img" aria-label={text.to}>
              {' → '}
            </span>
            <span>{languageName[to]}</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={swap}
            disabled={pending}
            aria-label={text.swapLabel(to, from)}
          >
            {text.swap}
          </Button>
        </Inline>

        <Stack
          as="form"
          space="sm"
          onSubmit={(event) => {
            event.preventDefault();
            void translate();
          }}
        >
          <TextArea
            ref={inputRef}
            label={text.textLabel(from)}
            hint={text.shortcut}
            lang={from}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              // 'Please enter some text' no longer applies once there is text.
              if (error === noText) setError(null);
            }}
            onKeyDown={onKeyDown}
            maxLength={LIMITS.translateChars}
            showCount
            rows={4}
            error={error === noText ? text.emptyText : undefined}
            placeholder={text.placeholder[direction]}
          />
          <Inline space="sm">
            <Button type="submit" disabled={!input.trim() || pending} isLoading={pending}>
              {text.translate}
            </Button>
            {/* Not while a translation is on its way: its result would come back after the page was cleared. */}
            <Button variant="ghost" onClick={clear} disabled={pending || (!input && !result && !error)}>
              {text.clear}
            </Button>
          </Inline>
        </Stack>

        {error && error !== noText && (
          <Banner
            tone="critical"
            title={text.errorTitle}
            onDismiss={() => setError(null)}
            labels={kitLabels.banner}
          >
            {error}
          </Banner>
        )}

        {result && answeredOffline && <Banner tone="info">{offlineTutorContent.answeringOffline}</Banner>}
        <div aria-live="polite">
          {result && <TranslationResult result={result} answeredOffline={answeredOffline} />}
        </div>
      </StackRegion>

      <StackRegion as="aside" space="md" className={styles.sidebar} aria-label={text.sidebar}>
        <section aria-labelledby={samplesId} className={styles.panel}>
          <h2 id={samplesId} className={styles.panelTitle}>
            {text.samples}
          </h2>
          <Inline as="ul" space="xs">
            {samples[direction].map((sample) => (
              <li key={sample}>
                <Button
                  variant="secondary"
                  size="sm"
                  lang={from}
                  disabled={pending}
                  onClick={() => pickSample(sample)}
                >
                  {sample}
                </Button>
              </li>
            ))}
          </Inline>
        </section>
        <TranslationHistory history={history} />
      </StackRegion>
    </div>
  );
}
