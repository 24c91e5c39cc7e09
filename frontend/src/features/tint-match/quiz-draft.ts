// The quiz in progress, kept in sessionStorage (lib/session-drafts.ts) so that a refresh mid-quiz resumes at the
// same question with the same answers (issue 14). It goes when the booking it leads to succeeds, and at logout.
// A stored draft that does not fit the quiz (tampered, or from an older quiz) is logged and ignored: the quiz
// starts afresh. The answers' weights are always the table's, never the stored ones.
import type { QuizAnswerRecord } from '@tint/libs/quiz';
import { QUIZ_QUESTIONS, answerRecord, findQuizOption } from '@tint/libs/quiz';
import { QUIZ_DRAFT_KEY, readValidDraft, writeDraft } from '@/lib/session-drafts';

export type QuizDraft = {
  step: number;
  answers: QuizAnswerRecord[];
  choice: string | null;
  finished: boolean;
};

function stored(value: unknown): QuizDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, answers, choice, finished } = value as Record<string, unknown>;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= QUIZ_QUESTIONS.length) return null;
  if (typeof finished !== 'boolean' || !Array.isArray(answers)) return null;
  // One answer per question before the current one, in order; all of them once finished.
  if (answers.length !== (finished ? QUIZ_QUESTIONS.length : step)) return null;
  const records: QuizAnswerRecord[] = [];
  for (const [index, answer] of (answers as unknown[]).entries()) {
    const { questionId, value: answerValue } = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
    const questionOfStep = QUIZ_QUESTIONS[index]?.id;
    const record = typeof answerValue === 'string' && questionOfStep !== undefined && questionId === questionOfStep ? answerRecord(questionOfStep, answerValue) : null;
    if (!record) return null;
    records.push(record);
  }
  const question = QUIZ_QUESTIONS[step];
  const validChoice = choice === null || (typeof choice === 'string' && question !== undefined && findQuizOption(question.id, choice) !== undefined);
  if (!validChoice || (finished && choice !== null)) return null;
  return { step, answers: records, choice: choice as string | null, finished };
}

/** The stored quiz in progress, or null (none, or one that does not fit the quiz). */
export function readQuizDraft(): QuizDraft | null {
  return readValidDraft(QUIZ_DRAFT_KEY, stored, 'a stored quiz that does not fit the quiz');
}

export function saveQuizDraft(draft: QuizDraft): void {
  writeDraft(QUIZ_DRAFT_KEY, draft);
}
