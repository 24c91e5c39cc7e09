// Every migration, in order. Listed explicitly so the same list works from source (tests) and dist.
import { Accounts1763800000000 } from './migrations/accounts.migration.js';
import { AppointmentLifecycle1764100000000 } from './migrations/appointment-lifecycle.migration.js';
import { Appointments1763900000000 } from './migrations/appointments.migration.js';
import { Funnel1764300000000 } from './migrations/funnel.migration.js';
import { Gamification1764200000000 } from './migrations/gamification.migration.js';
import { EventStore1763700000000 } from './migrations/event-store.migration.js';
import { Reservations1764000000000 } from './migrations/reservations.migration.js';

export const migrations = [EventStore1763700000000, Accounts1763800000000, Appointments1763900000000, Reservations1764000000000, AppointmentLifecycle1764100000000, Gamification1764200000000, Funnel1764300000000];
