// Where a learner stopped in a lesson, kept in this browser so the lesson can be resumed: the step (item
// introductions first, then exercises), how many exercises were right so far, and the server's attempt that
// holds the answers given.
export interface LessonProgress {
  step: number;
  correct: number;
  attemptId?: string;
  /** Exercises missed at their first try (by index): they come back before the lesson ends. */
  missed?: number[];
  /** Time spent in the lesson so far, in milliseconds (for its summary). */
  elapsedMs?: number;
}

const key = (lessonId: string) => `vuga.lesson.${lessonId}`;

/** The saved progress of a lesson with `steps` steps, or null when there is none worth resuming. */
export function loadLessonProgress(
  storage: Storage | undefined,
  lessonId: string,
  steps: number,
): LessonProgress | null {
  try {
    const raw = storage?.getItem(key(lessonId));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<LessonProgress>;
    const { step, correct, attemptId, missed, elapsedMs } = saved;
    if (!Number.isInteger(step) || !Number.isInteger(correct)) return null;
    if (step! <= 0 || step! >= steps || correct! < 0 || correct! > step!) return null;
    return {
      step: step!,
      correct: correct!,
      ...(typeof attemptId === 'string' && { attemptId }),
      ...(Array.isArray(missed) && missed.every(Number.isInteger) && { missed }),
      ...(Number.isFinite(elapsedMs) && elapsedMs! >= 0 && { elapsedMs }),
    };
  } catch {
    return null;
  }
}

export function saveLessonProgress(storage: Storage | undefined, lessonId: string, progress: LessonProgress) {
  try {
    storage?.setItem(key(lessonId), JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the lesson still runs, it just cannot be resumed.
  }
}

export function clearLessonProgress(storage: Storage | undefined, lessonId: string) {
  try {
    storage?.removeItem(key(lessonId));
  } catch {
    // As above.
  }
}
