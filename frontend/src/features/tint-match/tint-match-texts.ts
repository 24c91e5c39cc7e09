// Texts of the Tint Match section that neither the spec nor libs gives. Spec texts (titles, button
// labels) are written where they are used; prices, films and the warranty come from '@tint/libs/prices'.
import { DISCOUNT_PERCENT } from '@tint/libs/constants';

export const QUIZ_INTRO = 'Answer a few quick questions to find the right film for your customer.';
export const RESULT_INTRO = 'Based on the answers, here is the film we recommend.';
export const DISCOUNT_TAG = `${String(DISCOUNT_PERCENT)}% off`;
export const ESTIMATE_DISCLAIMER =
  'Prices are estimates. The final price is confirmed by our installer when the vehicle is inspected.';
export const NO_PAYMENT_NOTE = 'No payment is due now. The customer pays at the appointment.';

/** Under the Full Vehicle Tint / Front Windows Only toggle: what the prices on the cards are for. */
export function resultPriceNote(windowOption: 'full' | 'front', vehicleSizeLabel: string): string {
  return windowOption === 'front'
    ? `Front windows only, any vehicle size, ${DISCOUNT_TAG}.`
    : `Full vehicle, ${vehicleSizeLabel}, ${DISCOUNT_TAG}.`;
}

export function selectPackageLabel(packageName: string): string {
  return `Select ${packageName} Package`;
}

/** '35% or 20%', '70%, 50%, 35% or 20%' */
export function lightTransmissionText(percents: readonly number[]): string {
  const parts = percents.map((percent) => `${String(percent)}%`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1] ?? ''}`;
}

export const RECOMMENDED_BADGE = 'RECOMMENDED';
