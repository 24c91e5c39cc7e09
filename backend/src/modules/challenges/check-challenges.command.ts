// CheckChallenges (POST /api/challenges/check): the challenges completed since the caller last checked, for the
// pop-up, as the badge check does for badges. The caller's marker row is locked while it is read and moved, so of
// many checks at once exactly one reports each completion. A command, though no event: the marker is the browser's
// reading position, not history.
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ChallengeCheckResponse } from '@tint/libs/api-types';
import { ChallengesQueries, toEarned } from './challenges.queries.js';

export class CheckChallengesCommand {
  constructor(readonly salespersonId: string) {}
}

@CommandHandler(CheckChallengesCommand)
export class CheckChallengesHandler implements ICommandHandler<CheckChallengesCommand, ChallengeCheckResponse> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: ChallengesQueries,
  ) {}

  execute({ salespersonId }: CheckChallengesCommand): Promise<ChallengeCheckResponse> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO challenge_checks (salesperson_id, last_position) VALUES ($1, 0) ON CONFLICT (salesperson_id) DO NOTHING', [salespersonId]);
      const [marker] = await manager.query<{ last_position: string }[]>('SELECT last_position::text AS last_position FROM challenge_checks WHERE salesperson_id = $1 FOR UPDATE', [
        salespersonId,
      ]);
      // Newest first from the query: the pop-up lists them oldest first.
      const rows = await this.queries.earnedRows(manager, salespersonId, marker?.last_position ?? '0');
      const newest = rows[0];
      if (newest) await manager.query('UPDATE challenge_checks SET last_position = $2 WHERE salesperson_id = $1', [salespersonId, newest.log_position]);
      return { count: rows.length, newCompletions: rows.reverse().map(toEarned) };
    });
  }
}
