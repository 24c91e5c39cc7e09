/**
 * The Tint Match quiz: its 6 questions, the package weights of every answer (RULES, "Tint Match
 * quiz weights") and the pure scoring that picks the recommended package. The browser runs it for
 * the result page; the weights are also what the quiz-answer records carry.
 */
import { DEFAULT_VEHICLE_SIZE, VEHICLE_SIZE_LABELS, isVehicleSize } from './prices.js';
import type { TintPackage, VehicleSize } from './prices.js';

export const QUIZ_QUESTION_IDS = ['function', 'budget', 'sun_exposure', 'drive_time', 'vehicle_size', 'warranty'] as const;
export type QuizQuestionId = (typeof QUIZ_QUESTION_IDS)[number];

export interface QuizWeights {
  carbon: number;
  ceramic: number;
  signature: number;
}

export interface QuizOption {
  value: string;
  label: string;
  weights: QuizWeights;
}

export interface QuizQuestion {
  id: QuizQuestionId;
  /** 1-based position, as the spec numbers the questions. */
  number: number;
  question: string;
  options: readonly QuizOption[];
}

function w(carbon: number, ceramic: number, signature: number): QuizWeights {
  return { carbon, ceramic, signature };
}

const EVEN = w(1, 1, 1);

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'function',
    number: 1,
    question: 'What do you want most from your window tint?',
    options: [
      { value: 'privacy', label: 'Privacy: keep prying eyes out of my car', weights: w(3, 2, 1) },
      { value: 'cooling', label: 'Cooling: beat the heat and the glare', weights: w(1, 3, 2) },
      { value: 'both', label: 'Both privacy and cooling', weights: w(1, 2, 3) },
    ],
  },
  {
    id: 'budget',
    number: 2,
    question: 'What best describes your budget?',
    options: [
      { value: 'budget', label: 'Keep it affordable', weights: w(3, 1, 0) },
      { value: 'value', label: 'The best value for my money', weights: w(1, 3, 1) },
      { value: 'premium', label: 'Premium: I want the very best', weights: w(0, 1, 3) },
    ],
  },
  {
    id: 'sun_exposure',
    number: 3,
    question: 'When does your vehicle sit in the sun?',
    options: [
      { value: 'rarely', label: 'Rarely: it is usually in a garage or the shade', weights: w(3, 1, 0) },
      { value: 'work', label: 'While I am at work', weights: w(1, 3, 1) },
      { value: 'home', label: 'While it is parked at home', weights: w(1, 3, 1) },
      { value: 'alltime', label: 'Pretty much all the time', weights: w(0, 2, 3) },
    ],
  },
  {
    id: 'drive_time',
    number: 4,
    question: 'How much time do you spend in your vehicle each day?',
    options: [
      { value: 'under_30', label: 'Under 30 minutes', weights: w(3, 1, 0) },
      { value: '30_to_60', label: '30 minutes to 1 hour', weights: w(1, 3, 1) },
      { value: 'over_60', label: 'Over 1 hour', weights: w(0, 1, 3) },
    ],
  },
  {
    id: 'vehicle_size',
    number: 5,
    question: 'What size is your vehicle?',
    // The values are the vehicle size keys of the price table, so the answer is the size.
    options: (['sedan', 'small_suv', 'mid_truck', 'full_suv', 'full_truck'] as const).map((size) => ({
      value: size,
      label: VEHICLE_SIZE_LABELS[size],
      weights: EVEN,
    })),
  },
  {
    id: 'warranty',
    number: 6,
    question:
      'Every film we install carries a lifetime warranty: a free re-tint if it ever bubbles, peels or fades. Sound good?',
    options: [
      { value: 'acknowledged', label: 'Yes, I understand the lifetime warranty', weights: EVEN },
      { value: 'questions', label: 'I have questions; the installer can explain at my appointment', weights: EVEN },
    ],
  },
];

export const QUIZ_LENGTH = QUIZ_QUESTIONS.length;

/** What the browser keeps per answered question (SPEC 3, quiz answer record). */
export interface QuizAnswerRecord {
  questionId: QuizQuestionId;
  value: string;
  carbonWeight: number;
  ceramicWeight: number;
  signatureWeight: number;
}

export interface QuizAnswer {
  questionId: string;
  value: string;
}

export function findQuizOption(questionId: string, value: string): QuizOption | undefined {
  return QUIZ_QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.value === value);
}

/** The record for an answer, or null when the question or value is not part of the quiz. */
export function answerRecord(questionId: string, value: string): QuizAnswerRecord | null {
  const question = QUIZ_QUESTIONS.find((q) => q.id === questionId);
  const option = question?.options.find((o) => o.value === value);
  if (!question || !option) return null;
  return {
    questionId: question.id,
    value,
    carbonWeight: option.weights.carbon,
    ceramicWeight: option.weights.ceramic,
    signatureWeight: option.weights.signature,
  };
}

/**
 * Summed weights per package. Weights come from the table, never from the answer objects, so a
 * tampered stored record cannot skew the result. Unknown answers count for nothing; a later answer
 * to the same question replaces an earlier one.
 */
export function scoreAnswers(answers: readonly QuizAnswer[]): QuizWeights {
  const latest = new Map<string, string>();
  for (const answer of answers) latest.set(answer.questionId, answer.value);
  const totals = w(0, 0, 0);
  for (const [questionId, value] of latest) {
    const option = findQuizOption(questionId, value);
    if (!option) continue;
    totals.carbon += option.weights.carbon;
    totals.ceramic += option.weights.ceramic;
    totals.signature += option.weights.signature;
  }
  return totals;
}

/** Tie-break order: on equal sums the earlier package here wins. */
export const RECOMMENDATION_TIE_ORDER: readonly TintPackage[] = ['signature', 'ceramic', 'carbon'];

/** The package with the highest summed weight; ties go to signature, then ceramic, then carbon. */
export function recommend(answers: readonly QuizAnswer[]): TintPackage {
  const totals = scoreAnswers(answers);
  let best: TintPackage = 'signature';
  for (const candidate of RECOMMENDATION_TIE_ORDER) {
    if (totals[candidate] > totals[best]) best = candidate;
  }
  return best;
}

/** Question 5's answer, or the spec's default "full" size (see DEFAULT_VEHICLE_SIZE). */
export function vehicleSizeFromAnswers(answers: readonly QuizAnswer[]): VehicleSize {
  let size: VehicleSize = DEFAULT_VEHICLE_SIZE;
  for (const answer of answers) {
    if (answer.questionId === 'vehicle_size' && isVehicleSize(answer.value)) size = answer.value;
  }
  return size;
}

export interface QuizProgress {
  /** 'Question X of N' */
  label: string;
  /** Whole percent of questions reached, counting the one on screen. */
  percent: number;
}

/** Progress bar for the question at 0-based index `step`. */
export function quizProgress(step: number): QuizProgress {
  const current = Math.min(Math.max(Math.trunc(step), 0), QUIZ_LENGTH - 1) + 1;
  return {
    label: `Question ${String(current)} of ${String(QUIZ_LENGTH)}`,
    percent: Math.round((current / QUIZ_LENGTH) * 100),
  };
}

export function isLastQuestion(step: number): boolean {
  return step === QUIZ_LENGTH - 1;
}
