// The operators' screens (issue 16): the System page and the way into the queue dashboard. Our wording.
import { LAG_COUNT_LIMIT } from '../constants.js';
export const OPERATIONS_QUEUES_LINK = 'Queues';
export const OPERATIONS_SYSTEM_LINK = 'System';
export const OPERATIONS_QUEUES_OPEN_FAILED = 'Could not open the queue dashboard.';
/** The System page's way back: shown as 'Dashboard' beside an arrow, read out as SYSTEM_BACK. */
export const OPERATIONS_DASHBOARD_LINK = 'Dashboard';
/** The header's links, as a landmark of their own. */
export const OPERATIONS_NAV_LABEL = 'Admin pages';

export const SYSTEM_TITLE = 'System';
export const SYSTEM_SUBTITLE = 'Projections, queues and the event log, refreshed every 5 seconds';
export const SYSTEM_BACK = 'Back to the dashboard';
export const SYSTEM_LOAD_FAILED = 'Could not load the system status.';
export const SYSTEM_CHECKED_AT = 'Checked at';
export const SYSTEM_LOADING = 'Loading the system status';

export const SYSTEM_PROJECTIONS_TITLE = 'Projections';
export const SYSTEM_PROJECTION_COLUMNS = {
  name: 'Projection',
  mode: 'Mode',
  checkpoint: 'Checkpoint',
  lag: 'Lag',
  rate: 'Events/s',
  rebuild: 'Rebuild',
} as const;
/** An inline projection's checkpoint: it is applied in the appending transaction. */
export const SYSTEM_CHECKPOINT_INLINE = 'With each append';
export const SYSTEM_MODES = { inline: 'Inline', async: 'Async', reactor: 'Reactor' } as const;
export const systemCheckpoint = (position: number): string => `#${position.toLocaleString('en-US')}`;
/** '3 events, 120 ms' / '100,000+ events, 5,400 ms' (counted up to LAG_COUNT_LIMIT) / 'Up to date'. */
export const systemLag = (events: number, ms: number): string =>
  events === 0
    ? 'Up to date'
    : `${events.toLocaleString('en-US')}${events >= LAG_COUNT_LIMIT ? '+' : ''} ${events === 1 ? 'event' : 'events'}, ${ms.toLocaleString('en-US')} ms`;
export const SYSTEM_REBUILD = 'Rebuild';
/** The Rebuild button's name for a screen reader: which projection it rebuilds. */
export const systemRebuildLabel = (name: string): string => `Rebuild ${name}`;
/** '0.4', '12' (per second, over the last minute). */
export const systemEventsPerSecond = (rate: number): string => rate.toLocaleString('en-US', { maximumFractionDigits: 1 });
export const SYSTEM_REBUILD_NOT_OFFERED = 'Never replayed';
export const systemRebuildConfirm = (name: string): string => `Rebuild ${name}?`;
export const SYSTEM_REBUILD_CONFIRM_TEXT = 'Its tables are emptied and the event log is replayed into them. Inline projections hold their tables while it runs.';
export const SYSTEM_REBUILD_STATES = { queued: 'Queued', running: 'Rebuilding', done: 'Rebuilt', failed: 'Rebuild failed' } as const;
/** '1,200 of 5,000 events'. */
export const systemRebuildProgress = (done: number, total: number): string => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} events`;
export const SYSTEM_REBUILD_REQUESTED = 'Rebuild started';
export const SYSTEM_REBUILD_START_FAILED = 'Could not start the rebuild.';

export const SYSTEM_QUEUE_TITLE = 'Queue';
export const SYSTEM_QUEUE_BACKEND = { redis: 'Redis', postgres: 'PostgreSQL' } as const;
export const SYSTEM_STATUS = { up: 'Up', down: 'Down' } as const;
export const SYSTEM_DATABASE = 'Database';
export const SYSTEM_QUEUE_BACKEND_LABEL = 'Backend';
export const SYSTEM_QUEUES_NONE = 'No job counts while the queue backend is down.';
export const SYSTEM_QUEUE_COLUMNS = { name: 'Queue', waiting: 'Waiting', active: 'Active', delayed: 'Delayed', completed: 'Completed', failed: 'Failed' } as const;

export const SYSTEM_EVENTS_TITLE = 'Events in the last 24 hours';
export const SYSTEM_EVENTS_NONE = 'No events in the last 24 hours.';
export const SYSTEM_EVENT_COLUMNS = { type: 'Event type', count: 'Count' } as const;
