// CheckBadges (POST /api/badges/check): the badges earned since the caller last checked. The caller's
// marker row is locked while it is read and moved, so of many checks at once exactly one reports each
// new badge. A command, though no event: the marker is the browser's reading position, not history.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { BadgeCheckResponse } from '@tint/libs/api-types';
import { type BadgeRow, toBadge } from './gamification.queries.js';

export class CheckBadgesCommand {
  constructor(readonly salespersonId: string) {}
}

@CommandHandler(CheckBadgesCommand)
export class CheckBadgesHandler implements ICommandHandler<CheckBadgesCommand, BadgeCheckResponse> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ salespersonId }: CheckBadgesCommand): Promise<BadgeCheckResponse> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO badge_checks (salesperson_id, last_position) VALUES ($1, 0) ON CONFLICT (salesperson_id) DO NOTHING', [salespersonId]);
      const [marker] = await manager.query<{ last_position: string }[]>('SELECT last_position FROM badge_checks WHERE salesperson_id = $1 FOR UPDATE', [
        salespersonId,
      ]);
      const rows = await manager.query<BadgeRow[]>('SELECT * FROM gamification_badges WHERE salesperson_id = $1 AND log_position > $2 ORDER BY log_position', [
        salespersonId,
        marker?.last_position ?? '0',
      ]);
      const newest = rows.at(-1);
      if (newest) await manager.query('UPDATE badge_checks SET last_position = $2 WHERE salesperson_id = $1', [salespersonId, newest.log_position]);
      return { count: rows.length, newBadges: rows.map(toBadge) };
    });
  }
}
