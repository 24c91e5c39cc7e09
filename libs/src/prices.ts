/**
 * Tint packages, vehicle sizes and every price the product quotes (SPEC 9). Prices are whole
 * dollars held as cents. The server computes the booking price from here and ignores whatever the
 * browser sends (RULES, money).
 */

export const TINT_PACKAGES = ['carbon', 'ceramic', 'signature'] as const;
export type TintPackage = (typeof TINT_PACKAGES)[number];

export interface TintPackageInfo {
  id: TintPackage;
  name: string;
  /** Visible light transmission options of the film, in percent. */
  lightTransmissions: readonly number[];
  description: string;
}

export const LIFETIME_WARRANTY_TEXT =
  'Lifetime warranty: free re-tint if the film ever bubbles, peels or fades.';

export const TINT_PACKAGE_INFO: Readonly<Record<TintPackage, TintPackageInfo>> = {
  carbon: {
    id: 'carbon',
    name: 'Carbon',
    lightTransmissions: [35, 20],
    description: 'Carbon film for privacy and a clean matte look at an affordable price.',
  },
  ceramic: {
    id: 'ceramic',
    name: 'Ceramic',
    lightTransmissions: [70, 50, 35, 20],
    description: 'Ceramic film that blocks heat and UV without darkening the view.',
  },
  signature: {
    id: 'signature',
    name: 'Signature Ceramic',
    lightTransmissions: [70, 50, 35, 20],
    description: 'Our premium ceramic film for the most heat rejection and clarity.',
  },
};

/** SPEC 2.4: the test booking page lists the packages in this order. */
export const TEST_BOOKING_PACKAGES: readonly TintPackage[] = ['ceramic', 'carbon', 'signature'];

export function isTintPackage(value: unknown): value is TintPackage {
  return typeof value === 'string' && (TINT_PACKAGES as readonly string[]).includes(value);
}

export const VEHICLE_SIZES = ['sedan', 'small_suv', 'mid_truck', 'full_suv', 'full_truck'] as const;
export type VehicleSize = (typeof VEHICLE_SIZES)[number];

export const VEHICLE_SIZE_LABELS: Readonly<Record<VehicleSize, string>> = {
  sedan: 'Sedan',
  small_suv: 'Small SUV',
  mid_truck: 'Mid-size Truck',
  full_suv: 'Full-size SUV',
  full_truck: 'Full-size Truck',
};

/**
 * The spec's default size is "full"; its price table has one column for full_suv and full_truck,
 * so full_suv stands for it (the price is the same for both).
 */
export const DEFAULT_VEHICLE_SIZE: VehicleSize = 'full_suv';

export function isVehicleSize(value: unknown): value is VehicleSize {
  return typeof value === 'string' && (VEHICLE_SIZES as readonly string[]).includes(value);
}

export const WINDOW_OPTIONS = ['full', 'front'] as const;
export type WindowOption = (typeof WINDOW_OPTIONS)[number];

export const WINDOW_OPTION_LABELS: Readonly<Record<WindowOption, string>> = {
  full: 'Full Vehicle Tint',
  front: 'Front Windows Only',
};

export function isWindowOption(value: unknown): value is WindowOption {
  return typeof value === 'string' && (WINDOW_OPTIONS as readonly string[]).includes(value);
}

const SMALL = { carbon: 52500, ceramic: 63500, signature: 74500 } as const;
const LARGE = { carbon: 62500, ceramic: 73500, signature: 84500 } as const;

/** Full-vehicle list prices in cents, before the 10% discount. */
export const FULL_VEHICLE_PRICES_CENTS: Readonly<Record<TintPackage, Readonly<Record<VehicleSize, number>>>> = {
  carbon: {
    sedan: SMALL.carbon,
    small_suv: SMALL.carbon,
    mid_truck: SMALL.carbon,
    full_suv: LARGE.carbon,
    full_truck: LARGE.carbon,
  },
  ceramic: {
    sedan: SMALL.ceramic,
    small_suv: SMALL.ceramic,
    mid_truck: SMALL.ceramic,
    full_suv: LARGE.ceramic,
    full_truck: LARGE.ceramic,
  },
  signature: {
    sedan: SMALL.signature,
    small_suv: SMALL.signature,
    mid_truck: SMALL.signature,
    full_suv: LARGE.signature,
    full_truck: LARGE.signature,
  },
};

/** Front-windows-only list prices in cents, whatever the vehicle size. */
export const FRONT_WINDOWS_PRICES_CENTS: Readonly<Record<TintPackage, number>> = {
  carbon: 22000,
  ceramic: 25000,
  signature: 30000,
};

/**
 * 10% off, rounded to whole dollars, halves up: $525 -> $472.50 -> $473. The spec says only
 * "rounded"; list prices are whole dollars and so are quoted prices, and every full-vehicle price
 * ends in 5, so the half case is the common one and half-up is the conventional choice.
 * Integer arithmetic only, so no float can nudge a half the wrong way.
 */
export function discounted(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Expected a non-negative integer number of cents, got ${String(cents)}`);
  }
  // cents × 9 is ten times the discounted cents; add half a dollar (×10) and cut to whole dollars.
  return Math.floor((cents * 9 + 500) / 1000) * 100;
}

export interface SelectionPrice {
  originalCents: number;
  discountedCents: number;
}

/** List and discounted price of a quiz selection. Front windows cost the same for every size. */
export function priceForSelection(
  tintPackage: TintPackage,
  windowOption: WindowOption,
  vehicleSize: VehicleSize,
): SelectionPrice {
  const originalCents =
    windowOption === 'front'
      ? FRONT_WINDOWS_PRICES_CENTS[tintPackage]
      : FULL_VEHICLE_PRICES_CENTS[tintPackage][vehicleSize];
  return { originalCents, discountedCents: discounted(originalCents) };
}

// ---- Direct-booking fallback (a booking without a quiz selection) ----

export const FALLBACK_CATEGORIES = ['sedan', 'suv', 'luxury'] as const;
export type FallbackCategory = (typeof FALLBACK_CATEGORIES)[number];

export const FALLBACK_PRICES_CENTS: Readonly<Record<TintPackage, Readonly<Record<FallbackCategory, number>>>> = {
  carbon: { sedan: 35000, suv: 40000, luxury: 45000 },
  ceramic: { sedan: 45000, suv: 50000, luxury: 55000 },
  signature: { sedan: 60000, suv: 70000, luxury: 80000 },
};

export const LUXURY_MAKES = ['tesla', 'bmw', 'mercedes', 'audi', 'lexus'] as const;
export const SUV_MODEL_KEYWORDS = ['x5', 'model y', 'q7', 'gx', 'suv'] as const;

function normalise(text: string): string {
  return text.toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * Keywords match as case-insensitive substrings (after collapsing whitespace), so "Mercedes-Benz",
 * "GX460", "SQ7" and "X5 M" all count; the lists are short brand and model stems, and requiring
 * whole words would miss those common spellings. The make decides luxury, the model decides SUV.
 * Luxury wins over SUV (a BMW X5 is luxury) because it is the higher price and the make is the
 * stronger signal.
 */
export function fallbackCategory(vehicleMake: string, vehicleModel: string): FallbackCategory {
  const make = normalise(vehicleMake);
  const model = normalise(vehicleModel);
  if (LUXURY_MAKES.some((keyword) => make.includes(keyword))) return 'luxury';
  if (SUV_MODEL_KEYWORDS.some((keyword) => model.includes(keyword))) return 'suv';
  return 'sedan';
}

/** Price in cents of a booking that carries no quiz selection. Not discounted: it is the quoted price. */
export function fallbackPrice(tintPackage: TintPackage, vehicleMake: string, vehicleModel: string): number {
  return FALLBACK_PRICES_CENTS[tintPackage][fallbackCategory(vehicleMake, vehicleModel)];
}

export interface BookingPriceInput {
  tintPackageId: TintPackage;
  windowOption?: WindowOption | null;
  vehicleSize?: VehicleSize | null;
  vehicleMake: string;
  vehicleModel: string;
}

/**
 * The price the server records for a booking (RULES, money): the 10%-off table price when the
 * booking carries a tint selection, otherwise the fallback price. A selection is present when a
 * window option is; a full-vehicle selection without a size uses the quiz default size.
 */
export function bookingPriceCents(input: BookingPriceInput): number {
  if (input.windowOption) {
    return priceForSelection(input.tintPackageId, input.windowOption, input.vehicleSize ?? DEFAULT_VEHICLE_SIZE)
      .discountedCents;
  }
  return fallbackPrice(input.tintPackageId, input.vehicleMake, input.vehicleModel);
}

/**
 * The price without the discount (issue 18: a change less than 48 hours ahead voids it): the table price of the
 * selection, or null when the booking was priced by the fallback table, which has no discount (its price stays).
 */
export function regularBookingPriceCents(input: BookingPriceInput): number | null {
  if (!input.windowOption) return null;
  return priceForSelection(input.tintPackageId, input.windowOption, input.vehicleSize ?? DEFAULT_VEHICLE_SIZE).originalCents;
}

/**
 * The quiz selection the browser keeps in local storage (SPEC 3). Prices are integer cents, like
 * every amount in this code; the server recomputes the price and never trusts them.
 */
export interface TintSelection {
  package: TintPackage;
  windowOption: WindowOption;
  vehicleSize: VehicleSize;
  originalPricing: number;
  discountedPricing: number;
}

export function makeTintSelection(
  tintPackage: TintPackage,
  windowOption: WindowOption,
  vehicleSize: VehicleSize,
): TintSelection {
  const price = priceForSelection(tintPackage, windowOption, vehicleSize);
  return {
    package: tintPackage,
    windowOption,
    vehicleSize,
    originalPricing: price.originalCents,
    discountedPricing: price.discountedCents,
  };
}

/** For a value read back from storage: an unparsable or stale selection is ignored (SPEC 8). */
export function isTintSelection(value: unknown): value is TintSelection {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    isTintPackage(candidate['package']) &&
    isWindowOption(candidate['windowOption']) &&
    isVehicleSize(candidate['vehicleSize']) &&
    Number.isSafeInteger(candidate['originalPricing']) &&
    Number.isSafeInteger(candidate['discountedPricing'])
  );
}
