// The System page's answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty } from '@nestjs/swagger';
import type { ProjectionMode, ProjectionRebuild, QueueJobCounts, SystemProjection, SystemQueue, SystemStatus } from '@tint/libs/api-types';
import { ApiInstant, WireType } from '../http/api-docs.js';

type SystemDatabase = SystemStatus['database'];
type SystemQueues = SystemStatus['queue'];
type EventCount = SystemStatus['eventsLast24h'][number];
type ProjectionCheckpoint = NonNullable<SystemProjection['checkpoint']>;

const UP_OR_DOWN = { enum: ['up', 'down'] };

@WireType()
export class ProjectionRebuildSchema implements ProjectionRebuild {
  @ApiProperty({ description: "The job's id on the maintenance queue." })
  id: string;

  @ApiProperty({ enum: ['queued', 'running', 'done', 'failed'] })
  state: ProjectionRebuild['state'];

  @ApiProperty({ description: 'Events replayed so far, of total.' })
  done: number;

  @ApiProperty()
  total: number;

  @ApiInstant()
  requestedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: "Why it failed (state 'failed' only)." })
  error: string | null;
}

@WireType()
class ProjectionCheckpointSchema implements ProjectionCheckpoint {
  @ApiProperty({ description: 'The last event applied, by position in the log.' })
  position: number;

  @ApiInstant()
  updatedAt: string;
}

@WireType()
class SystemProjectionSchema implements SystemProjection {
  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ['inline', 'async', 'reactor'] })
  mode: ProjectionMode;

  @ApiProperty({ description: 'The version its rows were built with.' })
  version: number;

  @ApiProperty({ type: () => ProjectionCheckpointSchema, nullable: true, description: 'null for an inline projection (applied with every append).' })
  checkpoint: ProjectionCheckpointSchema | null;

  @ApiProperty({ description: 'Events of its types not yet applied.' })
  lag: number;

  @ApiProperty({ description: 'How long the oldest of them has waited.' })
  lagMs: number;

  @ApiProperty({ description: 'Events of its types applied over the last minute, per second.' })
  eventsPerSecond: number;

  @ApiProperty({ description: 'Reactors append events and are never replayed.' })
  rebuildable: boolean;

  @ApiProperty({ type: () => ProjectionRebuildSchema, nullable: true, description: 'The latest rebuild asked for.' })
  rebuild: ProjectionRebuildSchema | null;
}

@WireType()
class QueueJobCountsSchema implements QueueJobCounts {
  @ApiProperty()
  waiting: number;

  @ApiProperty()
  active: number;

  @ApiProperty()
  delayed: number;

  @ApiProperty()
  completed: number;

  @ApiProperty()
  failed: number;
}

@WireType()
class SystemQueueSchema implements SystemQueue {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: () => QueueJobCountsSchema })
  counts: QueueJobCountsSchema;
}

@WireType()
class SystemDatabaseSchema implements SystemDatabase {
  @ApiProperty(UP_OR_DOWN)
  status: 'up' | 'down';
}

@WireType()
class SystemQueuesSchema implements SystemQueues {
  @ApiProperty({ enum: ['redis', 'postgres'] })
  backend: 'redis' | 'postgres';

  @ApiProperty(UP_OR_DOWN)
  status: 'up' | 'down';

  @ApiProperty({ required: false })
  error?: string;

  @ApiProperty({ type: [SystemQueueSchema], description: 'Empty while the queue is down.' })
  queues: SystemQueueSchema[];
}

@WireType()
class EventCountSchema implements EventCount {
  @ApiProperty({ example: 'AppointmentBooked' })
  type: string;

  @ApiProperty()
  count: number;
}

@WireType()
export class SystemStatusSchema implements SystemStatus {
  @ApiInstant()
  checkedAt: string;

  @ApiProperty({ type: () => SystemDatabaseSchema })
  database: SystemDatabaseSchema;

  @ApiProperty({ type: () => SystemQueuesSchema })
  queue: SystemQueuesSchema;

  @ApiProperty({ type: [SystemProjectionSchema] })
  projections: SystemProjectionSchema[];

  @ApiProperty({ type: [EventCountSchema], description: 'Events appended over the last 24 hours by type, the most frequent first.' })
  eventsLast24h: EventCountSchema[];
}
