// Which fields of which events are personal, and whose (issue 17). Each module declares the policies of its own
// events beside them; src/personal-data.ts gathers them for the platform, which seals those fields at append and
// opens them at read. Everything else in an event (ids, dates, packages, money, statuses) stays readable.
import { isSealedField, openField, sealField } from './cipher.js';

export type SubjectType = 'customer' | 'salesperson' | 'admin' | 'reservation' | 'session';

/** A subject's id in the key table: `customer:<appointmentId>`, `salesperson:<accountId>`, ... */
export const subjectOf = (type: SubjectType, id: string) => `${type}:${id}`;

type EventData = Record<string, unknown>;

export type PersonalFields = {
  /** Whose data the event's personal fields are (null: nobody's, nothing is sealed). */
  subject: (data: EventData) => string | null;
  /** The personal fields. */
  fields: readonly string[];
  /** What each field reads as once its subject is erased (for a replay, and for the read models' scrub). */
  erased: (data: EventData) => EventData;
};

export type PersonalDataPolicies = Readonly<Record<string, PersonalFields>>;

/** A value with nothing in it is left as it is: sealing it would only cost a key. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** The fields to seal in this event, if any. */
export function fieldsToSeal(policy: PersonalFields | undefined, data: EventData): string[] {
  if (!policy) return [];
  return policy.fields.filter((field) => !isEmpty(data[field]) && !isSealedField(data[field]));
}

/**
 * The event's data with its personal fields sealed by the subject's key; with no key (an erased subject), they are
 * written as the erased placeholders: nothing new about an erased person enters the log.
 */
export function sealData(policy: PersonalFields, data: EventData, subject: string, dataKey: Buffer | null): EventData {
  const fields = fieldsToSeal(policy, data);
  if (fields.length === 0) return data;
  const sealed: EventData = { ...data };
  const erased = dataKey ? undefined : policy.erased(data);
  for (const field of fields) sealed[field] = dataKey ? sealField(dataKey, subject, data[field]) : (erased![field] ?? null);
  return sealed;
}

/** The subjects whose keys are needed to open this event's data. */
export function sealedSubjects(data: EventData, into: Set<string>): void {
  for (const value of Object.values(data)) if (isSealedField(value)) into.add(value.s);
}

/** The event's data with its sealed fields opened; a field whose key is gone reads as its erased placeholder. */
export function openData(policy: PersonalFields | undefined, data: EventData, keys: ReadonlyMap<string, Buffer>): EventData {
  let opened: EventData | undefined;
  let erased: EventData | undefined;
  for (const [field, value] of Object.entries(data)) {
    if (!isSealedField(value)) continue;
    opened ??= { ...data };
    const key = keys.get(value.s);
    if (key) {
      opened[field] = openField(key, value);
    } else {
      erased ??= policy?.erased(data) ?? {};
      opened[field] = erased[field] ?? null;
    }
  }
  return opened ?? data;
}

export function hasSealedFields(data: EventData): boolean {
  return Object.values(data).some(isSealedField);
}

/**
 * A subject's key was deleted (modules/privacy): every read model that holds their fields scrubs them to the
 * placeholders of the policies above. The event itself names only the kind and the id, nothing personal.
 */
export type SubjectErased = {
  type: 'SubjectErased';
  data: { subjectType: 'customer' | 'salesperson'; subjectId: string; erasedBy: { type: 'admin' | 'salesperson'; id: string } };
};
