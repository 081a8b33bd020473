import { describe, expect, it } from 'vitest';
import { clearLessonProgress, loadLessonProgress, saveLessonProgress } from './lesson-progress.ts';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('lesson progress', () => {
  it('resumes a lesson where it was left, per lesson', () => {
    const storage = new MemoryStorage();
    saveLessonProgress(storage, 'greetings-1', { step: 7, correct: 2 });
    expect(loadLessonProgress(storage, 'greetings-1', 14)).toEqual({ step: 7, correct: 2 });
    expect(loadLessonProgress(storage, 'greetings-2', 14)).toBeNull();
    clearLessonProgress(storage, 'greetings-1');
    expect(loadLessonProgress(storage, 'greetings-1', 14)).toBeNull();
  });

  it('ignores progress that does not fit the lesson as it is now, or is not progress at all', () => {
    const storage = new MemoryStorage();
    const cases = [
      { step: 0, correct: 0 },
      { step: 14, correct: 3 },
      { step: 5, correct: 6 },
      { step: 2.5, correct: 1 },
      { step: '3', correct: 1 },
    ];
    for (const saved of cases) {
      storage.setItem('vuga.lesson.l', JSON.stringify(saved));
      expect(loadLessonProgress(storage, 'l', 14)).toBeNull();
    }
    storage.setItem('vuga.lesson.l', '{not json');
    expect(loadLessonProgress(storage, 'l', 14)).toBeNull();
    expect(loadLessonProgress(undefined, 'l', 14)).toBeNull();
  });
});
