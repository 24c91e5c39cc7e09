import {
  QUIZ_QUESTIONS,
  answerRecord,
  isLastQuestion,
  quizProgress,
  recommend,
  scoreAnswers,
  vehicleSizeFromAnswers,
} from './quiz.js';
import type { QuizAnswer } from './quiz.js';
import { VEHICLE_SIZES } from './prices.js';

const weightsOf = (questionId: string) =>
  Object.fromEntries(
    (QUIZ_QUESTIONS.find((q) => q.id === questionId)?.options ?? []).map((o) => [
      o.value,
      [o.weights.carbon, o.weights.ceramic, o.weights.signature],
    ]),
  );

describe('quiz questions', () => {
  it('has 6 numbered questions with distinct ids', () => {
    expect(QUIZ_QUESTIONS.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(6);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.question.length).toBeGreaterThan(0);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
    }
  });

  it('carries the RULES weights for questions 1 to 4', () => {
    expect(weightsOf('function')).toEqual({ privacy: [3, 2, 1], cooling: [1, 3, 2], both: [1, 2, 3] });
    expect(weightsOf('budget')).toEqual({ budget: [3, 1, 0], value: [1, 3, 1], premium: [0, 1, 3] });
    expect(weightsOf('sun_exposure')).toEqual({
      rarely: [3, 1, 0],
      work: [1, 3, 1],
      home: [1, 3, 1],
      alltime: [0, 2, 3],
    });
    expect(weightsOf('drive_time')).toEqual({ under_30: [3, 1, 0], '30_to_60': [1, 3, 1], over_60: [0, 1, 3] });
  });

  it('weighs every size and warranty answer 1/1/1', () => {
    for (const id of ['vehicle_size', 'warranty']) {
      for (const weights of Object.values(weightsOf(id))) expect(weights).toEqual([1, 1, 1]);
    }
  });

  it('offers the five vehicle sizes in question 5', () => {
    const q5 = QUIZ_QUESTIONS[4];
    expect(q5.id).toBe('vehicle_size');
    expect(q5.options.map((o) => o.value)).toEqual([...VEHICLE_SIZES]);
    expect(q5.options.map((o) => o.label)).toEqual([
      'Sedan',
      'Small SUV',
      'Mid-size Truck',
      'Full-size SUV',
      'Full-size Truck',
    ]);
  });
});

describe('answerRecord', () => {
  it('builds the stored record with weights', () => {
    expect(answerRecord('budget', 'premium')).toEqual({
      questionId: 'budget',
      value: 'premium',
      carbonWeight: 0,
      ceramicWeight: 1,
      signatureWeight: 3,
    });
  });
  it('returns null for unknown questions or values', () => {
    expect(answerRecord('budget', 'cheap')).toBeNull();
    expect(answerRecord('colour', 'red')).toBeNull();
  });
});

const answers = (...pairs: [string, string][]): QuizAnswer[] =>
  pairs.map(([questionId, value]) => ({ questionId, value }));

describe('recommend', () => {
  it('picks carbon for a privacy-minded budget buyer', () => {
    const a = answers(['function', 'privacy'], ['budget', 'budget'], ['sun_exposure', 'rarely'], ['drive_time', 'under_30']);
    expect(scoreAnswers(a)).toEqual({ carbon: 12, ceramic: 5, signature: 1 });
    expect(recommend(a)).toBe('carbon');
  });

  it('picks ceramic for a value buyer parked at work', () => {
    const a = answers(['function', 'cooling'], ['budget', 'value'], ['sun_exposure', 'work'], ['drive_time', '30_to_60']);
    expect(recommend(a)).toBe('ceramic');
  });

  it('picks signature for a premium buyer always in the sun', () => {
    const a = answers(
      ['function', 'both'],
      ['budget', 'premium'],
      ['sun_exposure', 'alltime'],
      ['drive_time', 'over_60'],
      ['vehicle_size', 'sedan'],
      ['warranty', 'acknowledged'],
    );
    expect(scoreAnswers(a)).toEqual({ carbon: 3, ceramic: 8, signature: 14 });
    expect(recommend(a)).toBe('signature');
  });

  it('gives a three-way tie to signature', () => {
    expect(recommend([])).toBe('signature');
    expect(recommend(answers(['vehicle_size', 'sedan'], ['warranty', 'acknowledged']))).toBe('signature');
  });

  it('gives a ceramic/carbon tie to ceramic', () => {
    const tie = answers(['function', 'privacy'], ['budget', 'value'], ['sun_exposure', 'rarely'], ['drive_time', 'over_60']);
    expect(scoreAnswers(tie)).toEqual({ carbon: 7, ceramic: 7, signature: 5 });
    expect(recommend(tie)).toBe('ceramic');
  });

  it('gives a signature/ceramic tie to signature', () => {
    const tie = answers(['function', 'both'], ['sun_exposure', 'alltime'], ['budget', 'value']);
    expect(scoreAnswers(tie)).toEqual({ carbon: 2, ceramic: 7, signature: 7 });
    expect(recommend(tie)).toBe('signature');
  });

  it('gives a signature/carbon tie to signature', () => {
    const even = answers(['budget', 'budget'], ['drive_time', 'over_60']);
    expect(scoreAnswers(even)).toEqual({ carbon: 3, ceramic: 2, signature: 3 });
    expect(recommend(even)).toBe('signature');
  });

  it('ignores unknown answers and counts the latest answer to a question', () => {
    const a = answers(['function', 'privacy'], ['function', 'both'], ['colour', 'red'], ['budget', 'cheap']);
    expect(scoreAnswers(a)).toEqual({ carbon: 1, ceramic: 2, signature: 3 });
  });
});

describe('vehicleSizeFromAnswers', () => {
  it('uses the answer to question 5', () => {
    expect(vehicleSizeFromAnswers(answers(['function', 'both'], ['vehicle_size', 'mid_truck']))).toBe('mid_truck');
  });
  it('defaults to the full-size key without an answer or with an unknown size', () => {
    expect(vehicleSizeFromAnswers([])).toBe('full_suv');
    expect(vehicleSizeFromAnswers(answers(['vehicle_size', 'minivan']))).toBe('full_suv');
  });
});

describe('quizProgress', () => {
  it('labels the question and percent reached', () => {
    expect(quizProgress(0)).toEqual({ label: 'Question 1 of 6', percent: 17 });
    expect(quizProgress(2)).toEqual({ label: 'Question 3 of 6', percent: 50 });
    expect(quizProgress(5)).toEqual({ label: 'Question 6 of 6', percent: 100 });
  });
  it('clamps out-of-range steps', () => {
    expect(quizProgress(-1).label).toBe('Question 1 of 6');
    expect(quizProgress(9).label).toBe('Question 6 of 6');
  });
  it('knows the last question (its button reads Get My Recommendation)', () => {
    expect(isLastQuestion(5)).toBe(true);
    expect(isLastQuestion(4)).toBe(false);
  });
});
