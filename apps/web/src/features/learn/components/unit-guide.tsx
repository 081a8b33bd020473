// A unit's guidebook, opened from the path: the can-do goal, the key phrases with their recordings, one
// grammar note with examples, and a short dialogue read line by line. Fetched when first opened.
import { audioUrl, type UnitGuideResponse } from '@vuga/api-client';
import { AudioButton, Badge, Button, Dialog, Inline, Stack } from '@vuga/ui';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAudioPlayer } from '../../../lib/audio-player.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useUnitGuide } from '../api/learn.ts';
import { guideWords, learnMessages } from '../learn-content.ts';
import * as styles from './learn.css.ts';

interface Line {
  key: string;
  text: string;
  gloss: string;
  audio_url: string | null;
  speaker?: 'A' | 'B';
}

type Player = ReturnType<typeof useAudioPlayer>;

/** One line to hear: the Kinyarwanda with its play button, the English under it. */
function Said({ line, audio }: { line: Line; audio: Player }) {
  const url = line.audio_url ? audioUrl(apiClient.baseUrl, line.audio_url, undefined) : null;
  return (
    <li className={styles.guideLine}>
      <Inline space="xs" isNoWrap alignY="start">
        {url && (
          <AudioButton
            size="sm"
            state={audio.stateOf(line.key)}
            onPlay={() => void audio.play(line.key, url)}
            onStop={audio.stop}
            labels={{ idle: guideWords.play(line.text) }}
          />
        )}
        <Stack space="none">
          {line.speaker && <span className={styles.muted}>{guideWords.speaker(line.speaker)}</span>}
          <span lang="rw" className={styles.guideText}>
            {line.text}
          </span>
          <span className={styles.muted}>{line.gloss}</span>
        </Stack>
      </Inline>
    </li>
  );
}

/** Lines to hear, one under another (a dialogue's in order: `as="ol"`). */
function Lines({ lines, audio, as = 'ul' }: { lines: Line[]; audio: Player; as?: 'ul' | 'ol' }) {
  return (
    <Stack as={as} space="sm">
      {lines.map((line) => (
        <Said key={line.key} line={line} audio={audio} />
      ))}
    </Stack>
  );
}

function GuideBody({ guide }: { guide: UnitGuideResponse }) {
  // One player for the whole guidebook: a line starts, the one playing stops.
  const audio = useAudioPlayer();
  const phrases = guide.key_phrases.map((item) => ({
    key: `phrase-${item.id}`,
    text: item.text,
    gloss: item.gloss.join('; '),
    audio_url: item.audio_url,
  }));
  return (
    <Stack space="lg">
      <p className={styles.lead}>
        {guideWords.goal}: <strong>{guide.goal.charAt(0).toLowerCase() + guide.goal.slice(1)}</strong>.
      </p>
      <Stack as="section" space="sm" aria-labelledby="guide-phrases">
        <h3 id="guide-phrases" className={styles.unitTitle}>
          {guideWords.keyPhrases}
        </h3>
        <Lines lines={phrases} audio={audio} />
      </Stack>
      {guide.grammar && (
        <Stack as="section" space="sm" aria-labelledby="guide-grammar">
          <h3 id="guide-grammar" className={styles.unitTitle}>
            {guideWords.grammar}: {guide.grammar.title}
          </h3>
          {!guide.grammar.reviewed && (
            <p>
              <Badge size="sm" tone="warning">
                {guideWords.grammarDraft}
              </Badge>
            </p>
          )}
          <p className={styles.muted}>{guide.grammar.summary}</p>
          <Lines
            lines={guide.grammar.examples.map((example, index) => ({ key: `grammar-${index}`, ...example }))}
            audio={audio}
          />
        </Stack>
      )}
      {guide.dialogue.length > 0 && (
        <Stack as="section" space="sm" aria-labelledby="guide-dialogue">
          <h3 id="guide-dialogue" className={styles.unitTitle}>
            {guideWords.dialogue}
          </h3>
          <Lines
            as="ol"
            lines={guide.dialogue.map((line, index) => ({ key: `line-${index}`, ...line }))}
            audio={audio}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The "Guidebook" button of a unit and the dialog it opens. */
export function UnitGuide({ unitId, heading }: { unitId: string; heading: string }) {
  const [open, setOpen] = useState(false);
  const guide = useUnitGuide(unitId, open);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={heading}
      size="lg"
      labels={kitLabels.dialog}
      trigger={
        <Button size="sm" variant="secondary" aria-label={guideWords.openLabel(heading)}>
          {guideWords.open}
        </Button>
      }
    >
      <QueryState
        query={guide}
        loading={guideWords.loading}
        failed={guideWords.failed}
        message={(error) =>
          apiErrorMessage(error, { failed: guideWords.failed, unreachable: learnMessages.unreachable })
        }
      >
        {(data) => <GuideBody guide={data} />}
      </QueryState>
    </Dialog>
  );
}
