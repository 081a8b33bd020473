// SpeakExercise in jsdom with a fake microphone, recorder and player: the order of playback, the rating, the way
// out without a microphone, and its words.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeMedia, type FakeMicrophone, installFakeMedia } from './fakeMedia.ts';
import { SpeakExercise, speakExerciseLabels } from './SpeakExercise.tsx';

let media: FakeMedia | undefined;
const fake = (microphone: FakeMicrophone) => {
  media = installFakeMedia(microphone, 5);
  return media;
};
afterEach(() => {
  vi.restoreAllMocks();
  media?.restore();
  media = undefined;
});

const stateOf = (container: HTMLElement) =>
  container.querySelector('[data-component="SpeakExercise"]')?.getAttribute('data-state');

describe('SpeakExercise', () => {
  it('records, then compares by playing the model and then the recording, in that order', async () => {
    const { played } = fake('granted');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { container, unmount } = render(
      <SpeakExercise prompt="Murakoze" lang="rw" modelSrc="/model.mp3" />,
    );
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull();
    const record = screen.getByRole('button', { name: 'Record' });
    await userEvent.click(record);
    await waitFor(() => expect(stateOf(container)).toBe('recording'));
    expect(screen.getByText('Recording. Press Stop when you are done.')).toBeTruthy();
    // The same button stops, so the keyboard focus stays on it.
    expect(screen.getByRole('button', { name: 'Stop' })).toBe(record);
    expect(document.activeElement).toBe(record);
    await userEvent.click(record);
    expect(stateOf(container)).toBe('recorded');
    expect(screen.getByRole('button', { name: 'Record again' })).toBe(record);
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(container.querySelector('[data-playing="mine"]')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('[data-playing]')).toBeNull());
    expect(played).toEqual(['/model.mp3', expect.stringMatching(/^blob:/)]);
    // The recording's memory is given back when the exercise goes.
    const recording = played[1];
    unmount();
    expect(revoke).toHaveBeenCalledWith(recording);
  });

  it('a new recording replaces the last one, whose object URL is revoked', async () => {
    const { played } = fake('granted');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    render(<SpeakExercise prompt="Murakoze" modelSrc="/model.mp3" />);
    const record = screen.getByRole('button', { name: 'Record' });
    for (let take = 0; take < 2; take += 1) {
      await userEvent.click(record);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBe(record));
      await userEvent.click(record);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(played).toHaveLength(2));
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(revoke).not.toHaveBeenCalledWith(played[1]);
  });

  it('takes one rating, then shows the verdict and moves focus to Continue', async () => {
    fake('granted');
    const onRate = vi.fn();
    const onContinue = vi.fn();
    const { container } = render(
      <SpeakExercise prompt="Murakoze" modelSrc="/model.mp3" onRate={onRate} onContinue={onContinue} />,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    await userEvent.click(close);
    expect(onRate).toHaveBeenCalledTimes(1);
    expect(onRate).toHaveBeenCalledWith('good');
    expect(stateOf(container)).toBe('rated');
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nearly there');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' })),
    );
    await userEvent.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('without MediaRecorder says so, offers no Record button, and still lets the learner listen and rate', async () => {
    const { played } = fake('absent');
    const onRate = vi.fn();
    const { container } = render(<SpeakExercise prompt="Murakoze" modelSrc="/model.mp3" onRate={onRate} />);
    expect(stateOf(container)).toBe('unavailable');
    expect(screen.getByText(speakExerciseLabels.unavailable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
    expect(screen.getByRole('group', { name: 'I said it aloud. How close was it?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(played).toEqual(['/model.mp3']);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onRate).toHaveBeenCalledWith('easy');
  });

  it('with the microphone refused says so, keeps focus on the button, and still lets the learner rate', async () => {
    fake('denied');
    const onRate = vi.fn();
    const { container } = render(<SpeakExercise prompt="Murakoze" modelSrc="/model.mp3" onRate={onRate} />);
    const record = screen.getByRole('button', { name: 'Record' });
    await userEvent.click(record);
    await waitFor(() => expect(stateOf(container)).toBe('denied'));
    expect(screen.getByText(speakExerciseLabels.denied)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try the microphone again' })).toBe(record);
    expect(document.activeElement).toBe(record);
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(onRate).toHaveBeenCalledWith('again');
  });

  it('says every word through its labels', async () => {
    fake('granted');
    const labels = Object.fromEntries(Object.keys(speakExerciseLabels).map((key) => [key, `«${key}»`]));
    const { container } = render(
      <SpeakExercise prompt="" modelSrc="/model.mp3" labels={labels} onContinue={() => {}} />,
    );
    const record = screen.getByRole('button', { name: '«record»' });
    await userEvent.click(record);
    await waitFor(() => expect(screen.getByRole('button', { name: '«stop»' })).toBe(record));
    await userEvent.click(record);
    await userEvent.click(screen.getByRole('button', { name: '«easy»' }));
    await screen.findByRole('button', { name: '«continue»' });
    // Whatever is left once the labels are taken out is no word at all.
    const words = (container.textContent ?? '').replace(/«\w+»/g, '');
    expect(words.trim()).toBe('');
  });
});
