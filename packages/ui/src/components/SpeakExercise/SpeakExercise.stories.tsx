// Stories of SpeakExercise: each state with a fake microphone, recorder and player (installed before each story
// and removed after it), both themes, with play tests that drive it as a learner would.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type FakeMicrophone, installFakeMedia, toneUrl } from './fakeMedia.ts';
import { SpeakExercise } from './SpeakExercise.tsx';

const meta = {
  title: 'Learning/SpeakExercise',
  component: SpeakExercise,
  tags: ['autodocs'],
  args: {
    prompt: 'Murakoze cyane',
    lang: 'rw',
    modelSrc: toneUrl(440),
    onRate: fn(),
    onContinue: fn(),
  },
  // The story's `parameters.microphone` says what the fake microphone does; a playback lasts 300 ms.
  parameters: { microphone: 'granted' satisfies FakeMicrophone },
  beforeEach: ({ parameters }) => installFakeMedia(parameters.microphone as FakeMicrophone, 300).restore,
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof SpeakExercise>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Murakoze cyane' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Listen' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Compare' })).toBeNull();
  },
};

export const Recording: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const record = canvas.getByRole('button', { name: 'Record' });
    await expect(record).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(record).toHaveAccessibleName('Stop'));
    await expect(record).toHaveFocus();
    await expect(canvas.getByText('Recording. Press Stop when you are done.')).toBeVisible();
  },
};

/** Recorded, compared (the model, then the recording) and rated "Close". */
export const Rated: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const record = canvas.getByRole('button', { name: 'Record' });
    await userEvent.click(record);
    await waitFor(() => expect(record).toHaveAccessibleName('Stop'));
    await userEvent.click(record);
    await userEvent.click(await canvas.findByRole('button', { name: 'Compare' }));
    await expect(await canvas.findByText('Playing the model…')).toBeVisible();
    await expect(await canvas.findByText('Playing your recording…')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-playing]')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onRate).toHaveBeenCalledTimes(1);
    await expect(args.onRate).toHaveBeenCalledWith('good');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nearly there');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus());
  },
};

/** A browser without MediaRecorder: the learner listens, says it aloud and rates. */
export const RecordingUnavailable: Story = {
  parameters: { microphone: 'absent' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText(/This browser cannot record/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Record' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'I said it aloud. How close was it?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Listen' }));
    await expect(await canvas.findByText('Playing the model…')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-playing]')).toBeNull());
    await expect(args.onRate).not.toHaveBeenCalled();
  },
};

export const MicrophoneRefused: Story = {
  parameters: { microphone: 'denied' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(await canvas.findByText(/The microphone is not available/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try the microphone again' })).toHaveFocus();
  },
};

export const DarkTheme: Story = { ...Rated, globals: { theme: 'dark' } };
