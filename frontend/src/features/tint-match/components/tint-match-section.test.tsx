import { cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formatMoney } from '@tint/libs/money';
import { TINT_PACKAGES, TINT_PACKAGE_INFO, WINDOW_OPTION_LABELS, priceForSelection } from '@tint/libs/prices';
import type { TintPackage } from '@tint/libs/prices';
import { QUIZ_LENGTH, QUIZ_QUESTIONS, quizProgress, recommend, vehicleSizeFromAnswers } from '@tint/libs/quiz';
import { BACK } from '@tint/libs/texts/common';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  ESTIMATE_DISCLAIMER,
  GET_RECOMMENDATION,
  NEXT,
  NO_PAYMENT_NOTE,
  RECOMMENDED_BADGE,
  RESULT_TITLE,
  RETAKE_QUIZ,
  lightTransmissionLine,
  percentComplete,
  selectPackageLabel,
} from '@tint/libs/texts/tint-match';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { setupUser } from '@/testing/user';
import { QUIZ_DRAFT_KEY } from '@/lib/session-drafts';
import { TINT_SELECTION_STORAGE_KEY } from '@/lib/tint-selection-storage';
import { TintMatchSection } from './tint-match-section';

function renderSection() {
  const fetchMock = stubApi({ 'POST /api/analytics/track': () => new Response(null, { status: 204 }) });
  const onNavigate = vi.fn();
  const user = setupUser();
  renderWithProviders(<TintMatchSection onNavigate={onNavigate} />);
  return { user, onNavigate, fetchMock };
}

/** The funnel events sent so far, in order. */
function tracked(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return callsTo(fetchMock, 'POST', '/api/analytics/track').map(([, init]) => {
    const body = sentJson(init) as { eventType: string; eventData: Record<string, unknown> };
    return [body.eventType, body.eventData.recommended ?? body.eventData.package ?? null];
  });
}

function optionLabel(step: number, value: string): string {
  const option = QUIZ_QUESTIONS[step]?.options.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`No option ${value} on question ${String(step + 1)}`);
  return option.label;
}

async function choose(user: UserEvent, step: number, value: string) {
  await user.click(screen.getByRole('radio', { name: optionLabel(step, value) }));
}

function nextButton() {
  return screen.getByRole('button', { name: /^(Next|Get My Recommendation)$/ });
}

/** Answers every question (one value per question, in order) and opens the result. */
async function answerAll(user: UserEvent, values: readonly string[]) {
  for (const [step, value] of values.entries()) {
    await choose(user, step, value);
    await user.click(nextButton());
  }
  expect(await screen.findByRole('heading', { level: 1, name: RESULT_TITLE })).toBeInTheDocument();
}

function answersFor(values: readonly string[]) {
  return values.map((value, step) => ({ questionId: QUIZ_QUESTIONS[step]?.id ?? '', value }));
}

function card(tintPackage: TintPackage) {
  return screen.getByRole('region', { name: TINT_PACKAGE_INFO[tintPackage].name });
}

// Cooling, value, sun at work, 30-60 min, sedan: ceramic wins clearly (carbon 6, ceramic 14, signature 7).
const CERAMIC_SEDAN = ['cooling', 'value', 'work', '30_to_60', 'sedan', 'acknowledged'] as const;
// Ceramic and signature tie at 9 (carbon 7); the tie goes to signature. A full-size truck.
const SIGNATURE_TIE_TRUCK = ['both', 'budget', 'work', 'over_60', 'full_truck', 'acknowledged'] as const;

describe('Tint Match quiz', () => {
  it('shows "Question X of N" and the percent complete, and keeps Next disabled until an answer is picked', async () => {
    const { user } = renderSection();

    expect(screen.getByRole('heading', { level: 1, name: SECTION_TITLES['tint-match'] })).toBeInTheDocument();
    expect(screen.getByText(`Question 1 of ${String(QUIZ_LENGTH)}`)).toBeInTheDocument();
    expect(screen.getByText(`${String(quizProgress(0).percent)}% complete`)).toBeInTheDocument();
    expect(screen.getByText(percentComplete(17))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[0]?.question })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(QUIZ_QUESTIONS[0]?.options.length ?? 0);

    expect(screen.getByRole('button', { name: BACK })).toBeDisabled();
    expect(screen.getByRole('button', { name: NEXT })).toBeDisabled();
    await choose(user, 0, 'privacy');
    expect(screen.getByRole('button', { name: NEXT })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: NEXT }));
    expect(screen.getByText(quizProgress(1).label)).toBeInTheDocument();
    expect(screen.getByText(percentComplete(33))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: NEXT })).toBeDisabled();
    expect(screen.getByRole('button', { name: BACK })).toBeEnabled();
  });

  it('labels the last button "Get My Recommendation"', async () => {
    const { user } = renderSection();
    for (const [step, value] of CERAMIC_SEDAN.slice(0, -1).entries()) {
      await choose(user, step, value);
      await user.click(screen.getByRole('button', { name: NEXT }));
    }
    expect(screen.getByText(quizProgress(5).label)).toBeInTheDocument();
    expect(screen.getByText(percentComplete(100))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: NEXT })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: GET_RECOMMENDATION })).toBeDisabled();
    await choose(user, 5, 'acknowledged');
    expect(screen.getByRole('button', { name: GET_RECOMMENDATION })).toBeEnabled();
  });

  it('goes back one step and drops the last answer', async () => {
    const { user } = renderSection();
    await choose(user, 0, 'cooling');
    await user.click(screen.getByRole('button', { name: NEXT }));
    await choose(user, 1, 'premium');
    await user.click(screen.getByRole('button', { name: BACK }));

    expect(screen.getByText(quizProgress(0).label)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: optionLabel(0, 'cooling') })).not.toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByRole('button', { name: NEXT })).toBeDisabled();

    // The dropped answer no longer counts: answering anew gives the new answer's result.
    await answerAll(user, ['privacy', 'budget', 'rarely', 'under_30', 'sedan', 'acknowledged']);
    expect(within(card('carbon')).getByText(RECOMMENDED_BADGE)).toBeInTheDocument();
  });
});

describe('Your Perfect Tint Match', () => {
  it('recommends the best match with the struck-through and 10%-off prices for the vehicle size', async () => {
    const { user } = renderSection();
    await answerAll(user, CERAMIC_SEDAN);

    const answers = answersFor(CERAMIC_SEDAN);
    const recommended = recommend(answers);
    expect(recommended).toBe('ceramic');
    expect(screen.getAllByText(RECOMMENDED_BADGE)).toHaveLength(1);
    expect(within(card(recommended)).getByText(RECOMMENDED_BADGE)).toBeInTheDocument();

    for (const tintPackage of TINT_PACKAGES) {
      const price = priceForSelection(tintPackage, 'full', vehicleSizeFromAnswers(answers));
      const packageCard = card(tintPackage);
      expect(within(packageCard).getByText(formatMoney(price.originalCents)).closest('del')).not.toBeNull();
      expect(within(packageCard).getByText(formatMoney(price.discountedCents))).toBeInTheDocument();
      expect(
        within(packageCard).getByRole('button', { name: `Select ${TINT_PACKAGE_INFO[tintPackage].name} Package` }),
      ).toBeInTheDocument();
    }
    // The spec's table by hand: full vehicle, sedan, ceramic $635 -> $572.
    expect(within(card('ceramic')).getByText('$635.00').closest('del')).not.toBeNull();
    expect(within(card('ceramic')).getByText('$572.00')).toBeInTheDocument();
    expect(within(card('carbon')).getByText('$473.00')).toBeInTheDocument();
    expect(within(card('signature')).getByText('$671.00')).toBeInTheDocument();

    expect(within(card('ceramic')).getByText(lightTransmissionLine(TINT_PACKAGE_INFO.ceramic.lightTransmissions))).toBeInTheDocument();
    expect(within(card('carbon')).getByText(lightTransmissionLine(TINT_PACKAGE_INFO.carbon.lightTransmissions))).toBeInTheDocument();
    expect(screen.getByText(ESTIMATE_DISCLAIMER)).toBeInTheDocument();
    expect(screen.getByText(NO_PAYMENT_NOTE)).toBeInTheDocument();
  });

  it('breaks a tie in favour of signature and prices a full-size truck', async () => {
    const { user } = renderSection();
    await answerAll(user, SIGNATURE_TIE_TRUCK);

    const answers = answersFor(SIGNATURE_TIE_TRUCK);
    expect(recommend(answers)).toBe('signature');
    expect(within(card('signature')).getByText(RECOMMENDED_BADGE)).toBeInTheDocument();
    const price = priceForSelection('signature', 'full', vehicleSizeFromAnswers(answers));
    expect(within(card('signature')).getByText(formatMoney(price.discountedCents))).toBeInTheDocument();
    expect(within(card('signature')).getByText('$845.00')).toBeInTheDocument();
    expect(within(card('signature')).getByText('$761.00')).toBeInTheDocument();
  });

  it('switches the prices to Front Windows Only', async () => {
    const { user } = renderSection();
    await answerAll(user, CERAMIC_SEDAN);

    await user.click(screen.getByText(WINDOW_OPTION_LABELS.front));
    for (const tintPackage of TINT_PACKAGES) {
      const price = priceForSelection(tintPackage, 'front', 'sedan');
      expect(within(card(tintPackage)).getByText(formatMoney(price.originalCents))).toBeInTheDocument();
      expect(within(card(tintPackage)).getByText(formatMoney(price.discountedCents))).toBeInTheDocument();
    }
    expect(within(card('ceramic')).getByText('$250.00')).toBeInTheDocument();
    expect(within(card('ceramic')).getByText('$225.00')).toBeInTheDocument();
    expect(screen.queryByText('$572.00')).not.toBeInTheDocument();

    await user.click(screen.getByText(WINDOW_OPTION_LABELS.full));
    expect(within(card('ceramic')).getByText('$572.00')).toBeInTheDocument();
  });

  it('stores the selection and moves to the calendar when a package is selected', async () => {
    const { user, onNavigate } = renderSection();
    await answerAll(user, CERAMIC_SEDAN);
    await user.click(screen.getByText(WINDOW_OPTION_LABELS.front));

    await user.click(screen.getByRole('button', { name: selectPackageLabel(TINT_PACKAGE_INFO.signature.name) }));

    expect(onNavigate).toHaveBeenCalledWith('calendar');
    expect(JSON.parse(window.localStorage.getItem(TINT_SELECTION_STORAGE_KEY) ?? 'null')).toEqual({
      package: 'signature',
      windowOption: 'front',
      vehicleSize: 'sedan',
      originalPricing: 30000,
      discountedPricing: 27000,
    });
  });

  it('tracks the funnel: started, completed with its result, pricing viewed, the package chosen, and a retake starts again', async () => {
    const { user, fetchMock } = renderSection();
    await vi.waitFor(() => expect(tracked(fetchMock)).toEqual([['tint_match_started', null]]));
    await answerAll(user, CERAMIC_SEDAN);
    await vi.waitFor(() =>
      expect(tracked(fetchMock)).toEqual([
        ['tint_match_started', null],
        ['tint_match_completed', 'ceramic'],
        ['quiz_result', 'ceramic'],
        ['pricing_viewed', 'ceramic'],
      ]),
    );
    await user.click(screen.getByRole('button', { name: RETAKE_QUIZ }));
    await vi.waitFor(() => expect(tracked(fetchMock).at(-1)).toEqual(['tint_match_started', null]));
    await answerAll(user, CERAMIC_SEDAN);
    await user.click(screen.getByRole('button', { name: selectPackageLabel(TINT_PACKAGE_INFO.ceramic.name) }));
    await vi.waitFor(() => expect(tracked(fetchMock).at(-1)).toEqual(['package_selected', 'ceramic']));
  });

  it('stores the full-vehicle selection with the size from question 5', async () => {
    const { user, onNavigate } = renderSection();
    await answerAll(user, CERAMIC_SEDAN);
    await user.click(screen.getByRole('button', { name: selectPackageLabel(TINT_PACKAGE_INFO.ceramic.name) }));

    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('calendar');
    expect(JSON.parse(window.localStorage.getItem(TINT_SELECTION_STORAGE_KEY) ?? 'null')).toEqual({
      package: 'ceramic',
      windowOption: 'full',
      vehicleSize: 'sedan',
      originalPricing: 63500,
      discountedPricing: 57200,
    });
  });

  it('retakes the quiz from question 1 with no answers', async () => {
    const { user } = renderSection();
    await answerAll(user, CERAMIC_SEDAN);

    await user.click(screen.getByRole('button', { name: RETAKE_QUIZ }));
    expect(screen.getByRole('heading', { level: 1, name: SECTION_TITLES['tint-match'] })).toBeInTheDocument();
    expect(screen.getByText(quizProgress(0).label)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByRole('button', { name: NEXT })).toBeDisabled();

    await answerAll(user, SIGNATURE_TIE_TRUCK);
    expect(within(card('signature')).getByText(RECOMMENDED_BADGE)).toBeInTheDocument();
    expect(screen.getAllByText(RECOMMENDED_BADGE)).toHaveLength(1);
  });

  it('picks up where it was after a refresh: the same question, the answers before it and the one picked, and no new start', async () => {
    const first = renderSection();
    await vi.waitFor(() => expect(tracked(first.fetchMock)).toEqual([['tint_match_started', null]]));
    for (const [step, value] of CERAMIC_SEDAN.slice(0, 2).entries()) {
      await choose(first.user, step, value);
      await first.user.click(nextButton());
    }
    await choose(first.user, 2, CERAMIC_SEDAN[2]);

    // The page again, in the same browser session.
    cleanup();
    const second = renderSection();
    expect(await screen.findByText(quizProgress(2).label)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: optionLabel(2, CERAMIC_SEDAN[2]) })).toBeChecked();
    // Back still drops the answers one at a time: question 2 comes back.
    await second.user.click(screen.getByRole('button', { name: BACK }));
    expect(screen.getByText(quizProgress(1).label)).toBeInTheDocument();
    await choose(second.user, 1, CERAMIC_SEDAN[1]);
    await second.user.click(nextButton());
    for (const [index, value] of CERAMIC_SEDAN.slice(2).entries()) {
      await choose(second.user, index + 2, value);
      await second.user.click(nextButton());
    }
    // The answers kept from before the refresh count: ceramic, as for the whole run at once.
    expect(await screen.findByRole('heading', { level: 1, name: RESULT_TITLE })).toBeInTheDocument();
    expect(within(card('ceramic')).getByText(RECOMMENDED_BADGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(tracked(second.fetchMock).map((event) => (event as unknown[])[0])).toEqual(['tint_match_completed', 'quiz_result', 'pricing_viewed']));

    // A refresh on the result shows the result.
    cleanup();
    renderSection();
    expect(await screen.findByRole('heading', { level: 1, name: RESULT_TITLE })).toBeInTheDocument();
  });

  it('starts afresh, and says why in the console, when the kept quiz does not fit the quiz', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem(QUIZ_DRAFT_KEY, JSON.stringify({ step: 2, answers: [{ questionId: 'function', value: 'nonsense' }], choice: null, finished: false }));
    const { fetchMock } = renderSection();
    expect(await screen.findByText(quizProgress(0).label)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Ignoring a stored quiz that does not fit the quiz', expect.anything());
    await vi.waitFor(() => expect(tracked(fetchMock)).toEqual([['tint_match_started', null]]));
  });
});
