/**
 * The dealerships a salesperson can choose at signup (SPEC 9). The spec's list also contains a
 * literal '{name}' between Island Honda and KarMart of Maui: a template placeholder that leaked
 * into the document, not a dealership, so it is left out. 'Other' stays last.
 */

export const DEALERSHIPS = [
  'Acura of Maui',
  'Akamai Motors',
  'Aloha Kia',
  'BMW of Maui',
  'Island Honda',
  'KarMart of Maui',
  'Kihei Auto Sales',
  'Maui Toyota',
  'Mercedes Benz of Maui',
  'No Ka Oi Motors',
  'Servco Lexus/Subaru',
  'Other',
] as const;
export type Dealership = (typeof DEALERSHIPS)[number];
