// A structured answer (tables, lists, examples) as RichContent, with a play button on each example that has a
// recording. Plain answers stay plain text in the bubble (with the word highlighted).
import { type AnswerBlock, audioUrl, type ChatResponse } from '@vuga/api-client';
import { AudioButton, type RichBlock, RichContent } from '@vuga/ui';
import { apiClient } from '../../../lib/api-client.ts';
import type { useAudioPlayer } from '../../../lib/audio-player.ts';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { chatWords } from '../chat-content.ts';

/** Whether an answer needs more than a paragraph of text: a table or a list. */
export function isStructured(response: ChatResponse): boolean {
  return response.blocks.some((block) => block.kind === 'table' || block.kind === 'list');
}

export function AnswerBlocks({
  id,
  blocks,
  audio,
}: {
  /** The message's id: each example's player is keyed under it. */
  id: string;
  blocks: AnswerBlock[];
  audio: ReturnType<typeof useAudioPlayer>;
}) {
  const rich = blocks.map((block, index): RichBlock => {
    if (block.kind !== 'example') return block;
    const key = `${id}:example:${index}`;
    const url = block.audio_url;
    return {
      kind: 'example',
      text: block.rw,
      translation: block.en,
      ...(block.note && { note: block.note }),
      ...(url && {
        audio: (
          <AudioButton
            state={audio.stateOf(key)}
            onPlay={() => void audio.play(key, audioUrl(apiClient.baseUrl, url, 'tts_generated'))}
            onStop={audio.stop}
            labels={{ ...kitLabels.audio, idle: chatWords.play(block.rw) }}
          />
        ),
      }),
    };
  });
  return <RichContent blocks={rich} exampleLang="rw" labels={{ table: chatWords.tableOfForms }} />;
}
