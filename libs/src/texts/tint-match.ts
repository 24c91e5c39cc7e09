/**
 * Tint Match texts (SPEC 2.3): the quiz screen and the result page. Questions and answers are in
 * '../quiz.js'; package names, films, prices and the warranty in '../prices.js'.
 */
import { DISCOUNT_PERCENT } from '../constants.js';

// ---- SPEC 2.3 ----
export const NEXT = 'Next';
export const GET_RECOMMENDATION = 'Get My Recommendation';
export const RESULT_TITLE = 'Your Perfect Tint Match';
export const RECOMMENDED_BADGE = 'RECOMMENDED';
export const RETAKE_QUIZ = 'Retake Quiz';

/** 'Ceramic Package' */
export function packageTitle(packageName: string): string {
  return `${packageName} Package`;
}

/** SPEC 2.3: 'Select ... Package'. */
export function selectPackageLabel(packageName: string): string {
  return `Select ${packageTitle(packageName)}`;
}

/** SPEC 2.3: the progress bar's percent complete. */
export function percentComplete(percent: number): string {
  return `${String(percent)}% complete`;
}

// ---- Our wording ----
export const QUIZ_INTRO = 'Answer a few quick questions to find the right film for your customer.';
export const RESULT_INTRO = 'Based on the answers, here is the film we recommend.';
export const DISCOUNT_TAG = `${String(DISCOUNT_PERCENT)}% off`;
export const ESTIMATE_DISCLAIMER =
  'Prices are estimates. The final price is confirmed by our installer when the vehicle is inspected.';
export const NO_PAYMENT_NOTE = 'No payment is due now. The customer pays at the appointment.';
export const WINDOW_TOGGLE_LABEL = 'Windows to tint';
/** Read out before the struck-through and the discounted price. */
export const REGULAR_PRICE = 'Regular price';
export const YOUR_PRICE = 'Your price';

/** Under the Full Vehicle Tint / Front Windows Only toggle: what the prices on the cards are for. */
export function resultPriceNote(windowOption: 'full' | 'front', vehicleSizeLabel: string): string {
  return windowOption === 'front'
    ? `Front windows only, any vehicle size, ${DISCOUNT_TAG}.`
    : `Full vehicle, ${vehicleSizeLabel}, ${DISCOUNT_TAG}.`;
}

/** '35% or 20%', '70%, 50%, 35% or 20%' */
export function lightTransmissionText(percents: readonly number[]): string {
  const parts = percents.map((percent) => `${String(percent)}%`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1] ?? ''}`;
}

/** A package card's film line: 'Light transmission: 35% or 20%'. */
export function lightTransmissionLine(percents: readonly number[]): string {
  return `Light transmission: ${lightTransmissionText(percents)}`;
}
