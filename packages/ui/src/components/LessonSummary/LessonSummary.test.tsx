// LessonSummary in jsdom: its figures (rounded honestly, no division by zero), when it celebrates, and its words.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accuracyPercent,
  LessonSummary,
  type lessonSummaryLabels,
  minutesAndSeconds,
} from './LessonSummary.tsx';

const words = [
  { text: 'amazi', gloss: 'water' },
  { text: 'umugati', gloss: 'bread' },
];

describe('LessonSummary', () => {
  it('shows the accuracy, the score, the time, the words and the streak', () => {
    render(
      <LessonSummary correct={2} total={3} durationMs={125_400} words={words} wordsLang="rw" streak={1} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lesson complete' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('2 of 3 right')).toBeTruthy();
    expect(screen.getByText('2 min 05 s')).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Words learned' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'amazi water',
      'umugati bread',
    ]);
    expect(list.querySelector('[lang="rw"]')?.textContent).toBe('amazi');
  });

  it('rounds the accuracy without claiming a perfect or an empty lesson that was not', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 8)).toBe(13);
    expect(accuracyPercent(199, 200)).toBe(99);
    expect(accuracyPercent(1, 300)).toBe(1);
    expect(accuracyPercent(10, 10)).toBe(100);
    expect(accuracyPercent(0, 4)).toBe(0);
    expect(accuracyPercent(12, 10)).toBe(100);
    expect(accuracyPercent(0, 0)).toBeNull();
  });

  it('says there was nothing to score rather than dividing by zero', () => {
    const { container } = render(<LessonSummary correct={0} total={0} durationMs={0} />);
    expect(screen.getByText('No answers to score')).toBeTruthy();
    expect(container.textContent).not.toMatch(/NaN|Infinity|%/);
    expect(screen.getByText('0 s')).toBeTruthy();
  });

  it('formats the time in whole seconds, never negative', () => {
    expect(minutesAndSeconds(59_600)).toEqual([1, 0]);
    expect(minutesAndSeconds(9_000)).toEqual([0, 9]);
    expect(minutesAndSeconds(-5)).toEqual([0, 0]);
    expect(minutesAndSeconds(Number.NaN)).toEqual([0, 0]);
  });

  it('celebrates only when asked', () => {
    const { container, rerender } = render(<LessonSummary correct={5} total={5} durationMs={60_000} />);
    const celebration = () => container.querySelector('[data-component="Celebration"]');
    expect(celebration()?.getAttribute('data-active')).toBe('false');
    expect(celebration()?.querySelector('[aria-hidden="true"]')).toBeNull();
    rerender(<LessonSummary correct={5} total={5} durationMs={60_000} celebrate />);
    expect(celebration()?.getAttribute('data-active')).toBe('true');
    expect(celebration()?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes every word and format from its labels', () => {
    const labels = {
      heading: '«heading»',
      accuracyLabel: '«accuracyLabel»',
      accuracy: (pct: number) => `«accuracy ${pct}»`,
      score: (right: number, total: number) => `«score ${right}/${total}»`,
      noAnswers: '«noAnswers»',
      timeLabel: '«timeLabel»',
      time: (m: number, s: number) => `«time ${m}:${s}»`,
      wordsLabel: '«wordsLabel»',
      wordCount: (n: number) => `«wordCount ${n}»`,
      streakLabel: '«streakLabel»',
      streak: (days: number) => `«streak ${days}»`,
    } satisfies typeof lessonSummaryLabels;
    const { container } = render(
      <LessonSummary correct={3} total={4} durationMs={61_000} words={[]} streak={3} labels={labels} />,
    );
    for (const shown of ['«accuracy 75»', '«score 3/4»', '«time 1:1»', '«wordCount 0»', '«streak 3»']) {
      expect(screen.getByText(shown)).toBeTruthy();
    }
    // Whatever is left once the labels are taken out is no word at all.
    expect((container.textContent ?? '').replace(/«[^»]*»/g, '').trim()).toBe('');
  });
});
