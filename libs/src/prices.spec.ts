import {
  FULL_VEHICLE_PRICES_CENTS,
  LIFETIME_WARRANTY_TEXT,
  TINT_PACKAGES,
  TINT_PACKAGE_INFO,
  VEHICLE_SIZES,
  bookingPriceCents,
  discounted,
  fallbackCategory,
  fallbackPrice,
  isTintPackage,
  isVehicleSize,
  isTintSelection,
  isWindowOption,
  makeTintSelection,
  priceForSelection,
} from './prices.js';

describe('packages and sizes', () => {
  // The package list, the size and window labels, the default size and the front-windows prices are
  // pinned in spec-texts.spec.ts.
  it('has three packages with display names and film options', () => {
    expect(TINT_PACKAGE_INFO.carbon.lightTransmissions).toEqual([35, 20]);
    expect(TINT_PACKAGE_INFO.ceramic.lightTransmissions).toEqual([70, 50, 35, 20]);
    expect(TINT_PACKAGE_INFO.signature.lightTransmissions).toEqual([70, 50, 35, 20]);
    expect(TINT_PACKAGE_INFO.signature.name).toBe('Signature Ceramic');
    for (const id of TINT_PACKAGES) expect(TINT_PACKAGE_INFO[id].id).toBe(id);
  });

  it('states the lifetime warranty terms', () => {
    expect(LIFETIME_WARRANTY_TEXT).toMatch(/bubbles, peels or fades/);
  });

  it('guards package, size and window option values', () => {
    expect(isTintPackage('ceramic')).toBe(true);
    expect(isTintPackage('Ceramic')).toBe(false);
    expect(isTintPackage('platinum')).toBe(false);
    expect(isTintPackage(1)).toBe(false);
    expect(isTintPackage(null)).toBe(false);
    expect(isVehicleSize('mid_truck')).toBe(true);
    expect(isVehicleSize('full')).toBe(false);
    expect(isWindowOption('front')).toBe(true);
    expect(isWindowOption('rear')).toBe(false);
  });
});

describe('price tables', () => {
  it('matches the full-vehicle table of SPEC 9', () => {
    const dollars = (pkg: (typeof TINT_PACKAGES)[number]) =>
      VEHICLE_SIZES.map((size) => FULL_VEHICLE_PRICES_CENTS[pkg][size] / 100);
    expect(dollars('carbon')).toEqual([525, 525, 525, 625, 625]);
    expect(dollars('ceramic')).toEqual([635, 635, 635, 735, 735]);
    expect(dollars('signature')).toEqual([745, 745, 745, 845, 845]);
  });
});

describe('discounted', () => {
  it.each([
    [525, 473],
    [625, 563],
    [635, 572],
    [735, 662],
    [745, 671],
    [845, 761],
    [220, 198],
    [250, 225],
    [300, 270],
  ])('$%i becomes $%i', (list, expected) => {
    expect(discounted(list * 100)).toBe(expected * 100);
  });

  it('rounds halves up and below-halves down', () => {
    expect(discounted(500)).toBe(500); // $4.50 -> $5
    expect(discounted(499)).toBe(400); // $4.491 -> $4
    expect(discounted(0)).toBe(0);
  });

  it('always yields whole dollars', () => {
    for (let dollars = 1; dollars <= 1000; dollars += 1) {
      expect(discounted(dollars * 100) % 100).toBe(0);
    }
  });

  it('refuses negative or fractional cents', () => {
    expect(() => discounted(-100)).toThrow(RangeError);
    expect(() => discounted(10.5)).toThrow(RangeError);
  });
});

describe('priceForSelection', () => {
  it('prices a full vehicle by size', () => {
    expect(priceForSelection('carbon', 'full', 'sedan')).toEqual({ originalCents: 52500, discountedCents: 47300 });
    expect(priceForSelection('signature', 'full', 'full_truck')).toEqual({
      originalCents: 84500,
      discountedCents: 76100,
    });
  });

  it('prices front windows the same for every size', () => {
    for (const size of VEHICLE_SIZES) {
      expect(priceForSelection('ceramic', 'front', size)).toEqual({ originalCents: 25000, discountedCents: 22500 });
    }
  });
});

describe('fallbackCategory and fallbackPrice', () => {
  it.each([
    ['Honda', 'Civic', 'sedan'],
    ['Toyota', 'Camry', 'sedan'],
    ['', '', 'sedan'],
    ['Tesla', 'Model 3', 'luxury'],
    ['TESLA', 'Model Y', 'luxury'],
    ['bmw', '330i', 'luxury'],
    ['Mercedes-Benz', 'C300', 'luxury'],
    ['Audi', 'Q7', 'luxury'],
    ['Lexus', 'GX 460', 'luxury'],
    ['Toyota', 'Highlander SUV', 'suv'],
    ['Kia', 'Telluride suv', 'suv'],
    ['Someone', 'Model  Y', 'suv'],
    ['Generic', 'x5', 'suv'],
    ['Generic', 'GX460', 'suv'],
    ['Generic', 'SQ7', 'suv'],
    ['  Honda ', ' Pilot ', 'sedan'],
  ])('%s %s is %s', (make, model, category) => {
    expect(fallbackCategory(make, model)).toBe(category);
  });

  it('takes luxury over suv', () => {
    expect(fallbackCategory('BMW', 'X5')).toBe('luxury');
    expect(fallbackPrice('signature', 'BMW', 'X5')).toBe(80000);
  });

  it('only the make decides luxury', () => {
    expect(fallbackCategory('Toyota', 'Tesla-look Camry')).toBe('sedan');
  });

  it.each([
    ['carbon', [350, 400, 450]],
    ['ceramic', [450, 500, 550]],
    ['signature', [600, 700, 800]],
  ] as const)('%s costs sedan/suv/luxury %j', (pkg, [sedan, suv, luxury]) => {
    expect(fallbackPrice(pkg, 'Honda', 'Accord')).toBe(sedan * 100);
    expect(fallbackPrice(pkg, 'Ford', 'Explorer SUV')).toBe(suv * 100);
    expect(fallbackPrice(pkg, 'Lexus', 'ES 350')).toBe(luxury * 100);
  });
});

describe('bookingPriceCents', () => {
  it('uses the discounted table price when the booking carries a selection', () => {
    expect(
      bookingPriceCents({
        tintPackageId: 'ceramic',
        windowOption: 'full',
        vehicleSize: 'sedan',
        vehicleMake: 'BMW',
        vehicleModel: 'X5',
      }),
    ).toBe(57200);
    expect(
      bookingPriceCents({ tintPackageId: 'carbon', windowOption: 'front', vehicleMake: 'Honda', vehicleModel: 'Fit' }),
    ).toBe(19800);
  });

  it('uses the default full size when a full selection has no size', () => {
    expect(
      bookingPriceCents({ tintPackageId: 'carbon', windowOption: 'full', vehicleSize: null, vehicleMake: '', vehicleModel: '' }),
    ).toBe(56300);
  });

  it('falls back to make/model pricing without a selection', () => {
    expect(bookingPriceCents({ tintPackageId: 'ceramic', vehicleMake: 'Audi', vehicleModel: 'A4' })).toBe(55000);
    expect(
      bookingPriceCents({ tintPackageId: 'carbon', windowOption: null, vehicleMake: 'Honda', vehicleModel: 'Civic' }),
    ).toBe(35000);
  });
});

describe('tint selection', () => {
  it('stores the package, option, size and both prices in cents', () => {
    expect(makeTintSelection('signature', 'full', 'mid_truck')).toEqual({
      package: 'signature',
      windowOption: 'full',
      vehicleSize: 'mid_truck',
      originalPricing: 74500,
      discountedPricing: 67100,
    });
  });

  it('recognises a stored selection after a JSON round trip', () => {
    expect(isTintSelection(JSON.parse(JSON.stringify(makeTintSelection('carbon', 'front', 'sedan'))))).toBe(true);
  });

  it.each([
    null,
    'ceramic',
    42,
    {},
    { package: 'gold', windowOption: 'full', vehicleSize: 'sedan', originalPricing: 1, discountedPricing: 1 },
    { package: 'carbon', windowOption: 'rear', vehicleSize: 'sedan', originalPricing: 1, discountedPricing: 1 },
    { package: 'carbon', windowOption: 'full', vehicleSize: 'full', originalPricing: 1, discountedPricing: 1 },
    { package: 'carbon', windowOption: 'full', vehicleSize: 'sedan', originalPricing: '525', discountedPricing: 1 },
    { package: 'carbon', windowOption: 'full', vehicleSize: 'sedan', originalPricing: 525.5, discountedPricing: 1 },
  ])('rejects %j', (value) => {
    expect(isTintSelection(value)).toBe(false);
  });
});
