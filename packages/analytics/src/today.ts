// The learner's day: the one next step, what else to do (from their own state: due reviews, the next lesson,
// weak quiz topics) and the XP towards the daily goal. Pure rules: the API reads the records it wrote and
// calls these, so XP is never a number a browser sent.

/** XP per thing done: a lesson completed, a review card graded, a right quiz answer. */
export const XP_RULES = { lesson: 10, review: 1, quizAnswer: 2 } as const;
/** The daily goals a learner may choose, in XP; the default until they choose. */
export const DAILY_GOALS = [10, 20, 30, 50] as const;
export const DEFAULT_DAILY_GOAL = 20;
export type DailyGoal = (typeof DAILY_GOALS)[number];
export const isDailyGoal = (value: number): value is DailyGoal =>
  (DAILY_GOALS as readonly number[]).includes(value);

/** A quiz topic is weak while its average over the learner's recent quizzes is under this percentage. */
export const WEAK_UNDER = 70;
/** At most this many recommendations. */
export const RECOMMENDATIONS_SHOWN = 3;

/** What counts towards today's XP (the server's own records of today). */
export interface DayRecords {
  /** Lessons completed today. */
  lessons: number;
  /** Review cards graded today. */
  reviews: number;
  /** The right answers of each quiz taken today. */
  quizCorrect: readonly number[];
}

export interface DayXp {
  total: number;
  lessons: number;
  reviews: number;
  quizzes: number;
}

export function xpOf(day: DayRecords): DayXp {
  const lessons = Math.max(0, day.lessons) * XP_RULES.lesson;
  const reviews = Math.max(0, day.reviews) * XP_RULES.review;
  const quizzes =
    day.quizCorrect.reduce((sum, correct) => sum + Math.max(0, correct), 0) * XP_RULES.quizAnswer;
  return { total: lessons + reviews + quizzes, lessons, reviews, quizzes };
}

/** The next lesson on the path: its place, and whether the learner has begun the course. */
export interface NextLesson {
  lessonId: string;
  unitNumber: number;
  unitTitle: string;
  lessonNumber: number;
  /** No lesson completed yet: "Start unit 1" rather than "Continue". */
  first: boolean;
}

export interface QuizOutcome {
  category: string;
  percentage: number;
}

/** Quiz topics whose average is under WEAK_UNDER, weakest first (ties by name); mixed quizzes are no topic. */
export function weakCategories(results: readonly QuizOutcome[]): string[] {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const { category, percentage } of results) {
    if (!category || category === 'mixed' || category === 'all') continue;
    const total = totals.get(category) ?? { sum: 0, count: 0 };
    total.sum += percentage;
    total.count += 1;
    totals.set(category, total);
  }
  return [...totals]
    .map(([category, { sum, count }]) => ({ category, average: sum / count }))
    .filter((topic) => topic.average < WEAK_UNDER)
    .sort((a, b) => a.average - b.average || a.category.localeCompare(b.category))
    .map((topic) => topic.category);
}

export type Step =
  | { kind: 'review'; due: number }
  | ({ kind: 'lesson' } & NextLesson)
  | { kind: 'quiz'; category: string }
  | { kind: 'first-quiz' }
  | { kind: 'chat' };

export interface LearnerState {
  /** Review cards due today (the server's honest count). */
  due: number;
  /** The first lesson not completed; null when the course is done. */
  nextLesson: NextLesson | null;
  /** Weak quiz topics, weakest first. */
  weak: readonly string[];
  quizAttempts: number;
}

/**
 * What to do, most useful first: due reviews (before they are forgotten), then the next lesson, then the
 * weakest quiz topic, a first quiz once there is something to test, and chat when nothing else is waiting.
 * The first is the day's one next step.
 */
export function nextSteps(state: LearnerState): Step[] {
  const steps: Step[] = [];
  if (state.due > 0) steps.push({ kind: 'review', due: state.due });
  if (state.nextLesson) steps.push({ kind: 'lesson', ...state.nextLesson });
  const weakest = state.weak[0];
  if (weakest !== undefined) steps.push({ kind: 'quiz', category: weakest });
  else if (state.quizAttempts === 0 && !state.nextLesson?.first) steps.push({ kind: 'first-quiz' });
  if (steps.length === 0) steps.push({ kind: 'chat' });
  return steps.slice(0, RECOMMENDATIONS_SHOWN);
}

/** The path's first lesson not completed, numbered as the path shows it. */
export function nextLessonOf(
  units: readonly { title: string; lessons: readonly { id: string; completed: boolean }[] }[],
): NextLesson | null {
  const begun = units.some((unit) => unit.lessons.some((lesson) => lesson.completed));
  for (const [u, unit] of units.entries()) {
    for (const [l, lesson] of unit.lessons.entries()) {
      if (lesson.completed) continue;
      return {
        lessonId: lesson.id,
        unitNumber: u + 1,
        unitTitle: unit.title,
        lessonNumber: l + 1,
        first: !begun,
      };
    }
  }
  return null;
}
