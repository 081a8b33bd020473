import { audioUrl, type TranslateResponse } from '@vuga/api-client';
import { AudioButton, Badge, Button, CheckIcon, Inline, type RichBlock, RichContent } from '@vuga/ui';
import { useEffect, useId, useState } from 'react';
import { AddToReview } from '../../../components/add-to-review.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { offlineTutorContent } from '../../../lib/offline-tutor/offline-tutor-content.ts';
import {
  copiedFeedbackMs,
  languagesOf,
  methodPresentation,
  methodTone,
  translateMessages,
} from '../translate-content.ts';
import { otherWordings } from '../translation-details.ts';
import * as styles from './translate.css.ts';

type CopyState = 'idle' | 'copied' | 'failed';

function useCopy(text: string) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [state]);
  // A new translation starts without the previous one's confirmation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the text changes
  useEffect(() => setState('idle'), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}

/** One translation with how sure it is: an exact phrase and a word-by-word guess never look alike. */
export function TranslationResult({
  result,
  answeredOffline = false,
}: {
  result: TranslateResponse;
  /** Made by the offline tutor: a Kinyarwanda text outside the kept course audio has no recording then. */
  answeredOffline?: boolean;
}) {
  const headingId = useId();
  const { to } = languagesOf(result.direction);
  const method = methodPresentation[result.method];
  const { state: copyState, copy } = useCopy(result.translated_text);
  const audio = useAudioPlayer();
  const [audioNote, setAudioNote] = useState<string | null>(null);
  const alternatives = otherWordings(result);
  const glosses = result.method === 'word-by-word' || result.method === 'none' ? result.glosses : [];
  const confidence = Math.round(result.confidence * 100);
  // How it was made (the pattern, the memory sentence and what differs from it); it never holds examples.
  const explanation = result.blocks.filter(
    (block): block is Exclude<typeof block, { kind: 'example' }> => block.kind !== 'example',
  ) satisfies RichBlock[];

  return (
    <StackRegion
      as="section"
      space="sm"
      aria-labelledby={headingId}
      className={styles.result}
      data-component="TranslationResult"
      data-method={result.method}
    >
      <Inline space="sm" align="between">
        <h2 id={headingId} className={styles.panelTitle}>
          {translateMessages.translation(to)}
        </h2>
        <Badge
          tone={methodTone[result.method]}
          data-testid="translation-method"
          className={styles.methodBadge}
        >
          {method.label}
        </Badge>
      </Inline>

      {result.translated_text ? (
        <p className={styles.output({ sure: result.method === 'exact' })} lang={to} data-testid="translation">
          {result.translated_text}
        </p>
      ) : (
        <p className={styles.muted}>{translateMessages.noTranslation}</p>
      )}

      <p className={styles.meta}>
        <span>{translateMessages.confidence(confidence)}</span>
        <span aria-hidden="true"> · </span>
        <span>{translateMessages.characters(Array.from(result.translated_text).length)}</span>
      </p>
      <p className={styles.advice}>{method.advice}</p>
      {explanation.length > 0 && <RichContent blocks={explanation} />}

      {glosses.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>{translateMessages.wordByWord}</h3>
          <Inline as="ul" space="xs">
            {glosses.map((gloss, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same word may appear twice in a sentence
              <li key={index} className={styles.gloss} data-found={gloss.target !== null}>
                <span>{gloss.source}</span>
                <span role="img" aria-label={translateMessages.means}>
                  {' → '}
                </span>
                {gloss.target === null ? (
                  <em>{translateMessages.notFound}</em>
                ) : (
                  <span lang={to}>{gloss.target}</span>
                )}
              </li>
            ))}
          </Inline>
        </div>
      )}

      {alternatives.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>{translateMessages.otherWordings}</h3>
          <ul className={styles.alternatives}>
            {alternatives.map((alternative) => (
              <li key={alternative} lang={to}>
                {alternative}
              </li>
            ))}
          </ul>
        </div>
      )}

      {result.translated_text && (
        <Inline space="sm">
          <Button
            variant="secondary"
            size="sm"
            icon={copyState === 'copied' ? <CheckIcon /> : undefined}
            onClick={() => void copy()}
          >
            {translateMessages.copy}
          </Button>
          {result.audio_url && (
            <AudioButton
              state={audio.stateOf('result')}
              onPlay={async () => {
                const played = await audio.play(
                  'result',
                  audioUrl(apiClient.baseUrl, result.audio_url!, 'tts_generated'),
                );
                // Offline, a recording that is not kept on this device (lib/offline/course-audio.ts) needs the
                // network.
                setAudioNote(played || navigator.onLine ? null : offlineTutorContent.audioNeedsNetwork);
              }}
              onStop={audio.stop}
              labels={{
                ...kitLabels.audio,
                idle:
                  result.direction === 'en-rw'
                    ? translateMessages.playResult(result.translated_text)
                    : translateMessages.playSource,
              }}
            />
          )}
          {audioNote && <span role="status">{audioNote}</span>}
          {answeredOffline && !result.audio_url && result.method !== 'none' && (
            <span>{offlineTutorContent.audioNeedsNetwork}</span>
          )}
          {/* Offered only when the API said it would take it: a reviewed word or phrase it teaches. */}
          {result.review_text && <AddToReview text={result.review_text} />}
          <span role="status" className={styles.copyStatus}>
            {copyState === 'copied'
              ? translateMessages.copied
              : copyState === 'failed'
                ? translateMessages.copyFailed
                : ''}
          </span>
        </Inline>
      )}
    </StackRegion>
  );
}
