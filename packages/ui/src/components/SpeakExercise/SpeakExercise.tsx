// SpeakExercise: say a phrase, record it, compare it with the model and rate yourself. No speech recognition and
// no upload: the recording lives in this page's memory and is dropped with the component.
import { type ReactNode, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { AlertIcon, PlayIcon, SpeakerIcon, StopIcon } from '../../icons/icons.tsx';
import { ExerciseContinue, ExerciseFeedback, ExercisePrompt } from '../../internal/Exercise.tsx';
import { cx } from '../../utils/cx.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './SpeakExercise.css.ts';

export const speakRatings = ['again', 'good', 'easy'] as const;
/** How close the learner found their own attempt: not yet, close, got it. */
export type SpeakRating = (typeof speakRatings)[number];

export interface SpeakExerciseProps {
  /** The phrase to say, e.g. "Murakoze cyane". */
  prompt: ReactNode;
  /** The language of the prompt (e.g. "rw"), so screen readers pronounce it as such. */
  lang?: string;
  /** URL of the model recording of the prompt; the component plays it itself. */
  modelSrc: string;
  /** Called once with the learner's own rating of their attempt. */
  onRate?: (rating: SpeakRating) => void;
  /** Called by the Continue button after the rating; without it no Continue button is shown. */
  onContinue?: () => void;
  /** Every word the learner sees or hears from the component, in English by default. */
  labels?: Partial<typeof defaultLabels>;
  /** Extra class on the root element. */
  className?: string;
}

const defaultLabels = {
  listen: 'Listen',
  record: 'Record',
  stop: 'Stop',
  recordAgain: 'Record again',
  retry: 'Try the microphone again',
  compare: 'Compare',
  idle: 'Listen, then record yourself saying it.',
  requesting: 'Waiting for the microphone…',
  recording: 'Recording. Press Stop when you are done.',
  recorded: 'Recorded. Compare yours with the model.',
  playingModel: 'Playing the model…',
  playingMine: 'Playing your recording…',
  playFailed: 'The audio could not be played.',
  unavailable: 'This browser cannot record. Say it aloud instead, then rate yourself.',
  denied: 'The microphone is not available. Say it aloud instead, then rate yourself.',
  rateRecording: 'How close was yours to the model?',
  rateAloud: 'I said it aloud. How close was it?',
  again: 'Not yet',
  good: 'Close',
  easy: 'Got it',
  ratedAgain: 'Keep practising',
  ratedGood: 'Nearly there',
  ratedEasy: 'Well said',
  continue: 'Continue',
};

/** The words of SpeakExercise, for apps that translate them. */
export type SpeakExerciseLabels = typeof defaultLabels;
export { defaultLabels as speakExerciseLabels };

type SpeakRecorderState = 'idle' | 'requesting' | 'recording' | 'recorded' | 'denied';
/**
 * The exercise's `data-state`: nothing recorded yet, microphone asked for, recording, recorded, microphone refused,
 * a browser that cannot record, or rated.
 */
export type SpeakExerciseState = SpeakRecorderState | 'unavailable' | 'rated';
type Playing = 'model' | 'mine' | null;

const verdictOf = { again: 'incorrect', good: 'nearly', easy: 'correct' } as const;
const ratedTitle = { again: 'ratedAgain', good: 'ratedGood', easy: 'ratedEasy' } as const;

const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
const noSubscription = () => () => {};

/** Plays one source to its end on `audio`; false if it could not be played or was stopped first. */
function playOnce(audio: HTMLAudioElement, src: string, stopRef: { current: (() => void) | null }) {
  return new Promise<boolean>((resolve) => {
    const finish = (ok: boolean) => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      stopRef.current = null;
      resolve(ok);
    };
    const onEnded = () => finish(true);
    const onError = () => finish(false);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    stopRef.current = () => finish(false);
    audio.setAttribute('src', src);
    Promise.resolve(audio.play()).catch(onError);
  });
}

/**
 * A speaking exercise without speech recognition. Listen plays the model; Record asks for the microphone and
 * records the learner (the same button then stops, so focus stays put); Compare plays the model, then the
 * recording. The learner rates their own attempt, then continues. The recording never leaves the page. Without a
 * microphone (refused, or a browser that cannot record) the learner is told so, and still listens, says it
 * aloud, rates and continues. Recording and playback are announced to screen readers.
 */
export function SpeakExercise({
  prompt,
  lang,
  modelSrc,
  onRate,
  onContinue,
  labels,
  className,
}: SpeakExerciseProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  // Asked during render but answered "yes" for a server render: hydration then corrects it.
  const supported = useSyncExternalStore(noSubscription, canRecord, () => true);
  const [recorder, setRecorder] = useState<SpeakRecorderState>('idle');
  const [recordingUrl, setRecordingUrl] = useState<string | null>(null);
  const [playing, setPlaying] = useState<Playing>(null);
  const [playFailed, setPlayFailed] = useState(false);
  const [rating, setRating] = useState<SpeakRating | null>(null);

  const audioRef = useRef<HTMLAudioElement | null>(null);
  const stopPlaybackRef = useRef<(() => void) | null>(null);
  const runRef = useRef(0);
  const mediaRecorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const mountedRef = useRef(false);

  const stopPlayback = useCallback(() => {
    runRef.current += 1;
    audioRef.current?.pause();
    stopPlaybackRef.current?.();
    setPlaying(null);
  }, []);

  const play = async (sources: { what: Exclude<Playing, null>; src: string }[]) => {
    stopPlayback();
    const run = runRef.current;
    setPlayFailed(false);
    audioRef.current ??= new Audio();
    for (const { what, src } of sources) {
      setPlaying(what);
      const ok = await playOnce(audioRef.current, src, stopPlaybackRef);
      if (run !== runRef.current) return;
      if (!ok) {
        setPlayFailed(true);
        break;
      }
    }
    setPlaying(null);
  };

  const releaseMicrophone = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      runRef.current += 1;
      audioRef.current?.pause();
      stopPlaybackRef.current?.();
      const active = mediaRecorderRef.current;
      if (active && active.state !== 'inactive') active.stop();
      releaseMicrophone();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    };
  }, [releaseMicrophone]);

  const startRecording = async () => {
    stopPlayback();
    setRecorder('requesting');
    let stream: MediaStream;
    let media: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (mountedRef.current) setRecorder('denied');
      return;
    }
    if (!mountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    try {
      media = new MediaRecorder(stream);
    } catch {
      // A recorder that cannot take this microphone: told like a refusal, with the button kept for a retry.
      releaseMicrophone();
      setRecorder('denied');
      return;
    }
    const chunks: Blob[] = [];
    media.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    media.addEventListener('stop', () => {
      releaseMicrophone();
      if (!mountedRef.current) return;
      // The new recording replaces the last one, whose memory is given back.
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = URL.createObjectURL(new Blob(chunks, { type: media.mimeType || chunks[0]?.type }));
      setRecordingUrl(urlRef.current);
      setRecorder('recorded');
    });
    mediaRecorderRef.current = media;
    media.start();
    setRecorder('recording');
  };

  const record = () => {
    if (recorder === 'requesting') return;
    if (recorder === 'recording') {
      // A real recorder says it has stopped a moment later: a second press meanwhile must not stop it twice.
      const media = mediaRecorderRef.current;
      if (media && media.state !== 'inactive') media.stop();
    } else void startRecording();
  };

  const rate = (next: SpeakRating) => {
    if (rating) return;
    setRating(next);
    onRate?.(next);
  };

  const lost = !supported ? 'unavailable' : recorder === 'denied' ? 'denied' : null;
  const state: SpeakExerciseState = rating ? 'rated' : (lost ?? recorder);
  const status = playing
    ? playing === 'model'
      ? text.playingModel
      : text.playingMine
    : playFailed
      ? text.playFailed
      : rating || lost
        ? null
        : text[recorder as 'idle' | 'requesting' | 'recording' | 'recorded'];
  const recordLabel =
    recorder === 'recording'
      ? text.stop
      : recorder === 'denied'
        ? text.retry
        : recordingUrl
          ? text.recordAgain
          : text.record;

  return (
    <section
      aria-labelledby={id}
      data-component="SpeakExercise"
      data-state={state}
      data-playing={playing ?? undefined}
      className={cx(styles.root(), className)}
    >
      <ExercisePrompt id={id} prompt={<span lang={lang}>{prompt}</span>} />
      <div className={styles.controls}>
        <Button
          variant="secondary"
          icon={<SpeakerIcon />}
          onClick={() => void play([{ what: 'model', src: modelSrc }])}
        >
          {text.listen}
        </Button>
        {supported && (
          // One button that records, then stops: swapping two buttons would drop the keyboard focus.
          <Button
            variant="secondary"
            icon={recorder === 'recording' ? <StopIcon /> : <span className={styles.recordDot} />}
            data-recorder={recorder}
            onClick={record}
          >
            {recordLabel}
          </Button>
        )}
        {recordingUrl && recorder !== 'recording' && (
          <Button
            variant="secondary"
            icon={<PlayIcon />}
            onClick={() =>
              void play([
                { what: 'model', src: modelSrc },
                { what: 'mine', src: recordingUrl },
              ])
            }
          >
            {text.compare}
          </Button>
        )}
      </div>
      {/* Present from the first render so that what it comes to say is read out. */}
      <div aria-live="polite" className={styles.status}>
        {lost && (
          <p className={styles.notice}>
            <AlertIcon aria-hidden="true" />
            {text[lost]}
          </p>
        )}
        {status && (
          <p className={styles.line}>
            {recorder === 'recording' && !playing && <span className={styles.pulse} aria-hidden="true" />}
            {status}
          </p>
        )}
      </div>
      {!rating && (
        <fieldset className={styles.rating}>
          <legend className={styles.legend}>{recordingUrl ? text.rateRecording : text.rateAloud}</legend>
          <div className={styles.ratingButtons}>
            {speakRatings.map((option) => (
              <Button
                key={option}
                variant={option === 'good' ? 'primary' : 'secondary'}
                data-rating={option}
                onClick={() => rate(option)}
              >
                {text[option]}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      <ExerciseFeedback verdict={rating && verdictOf[rating]} title={rating && text[ratedTitle[rating]]} />
      {rating && onContinue && <ExerciseContinue onContinue={onContinue}>{text.continue}</ExerciseContinue>}
    </section>
  );
}
