// Inline projection `challenges`: the challenges that stand (the admin's list and the definitions GET /api/challenges
// shows) and the completions since the last reset (the earned rewards, the admin's counts, the pop-up's). Written in
// the appending transaction: the admin sees their change at once, and a completion is listed in the reactor's own
// transaction, with its checkpoint. Few events, so one statement each.
import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../platform/event-store/event-store.js';
import { Projection, type ProjectionContext, type ProjectionHandler } from '../../platform/projections/projection.js';
import { forAdmins, forSalespeople, forSalesperson, type LiveChange } from '../../platform/live/live-change.js';
import { LIVE_KEYS } from '@tint/libs/live';
import type { AppointmentsReset } from '../appointments/reset.js';
import type { ChallengeCompleted } from './challenge-completed.js';
import type { ChallengeCreated, ChallengeDeleted, ChallengeEdited, ChallengeEnded } from './challenge.js';

@Projection()
@Injectable()
export class ChallengesProjection implements ProjectionHandler {
  readonly name = 'challenges';
  readonly version = 1;
  readonly kind = 'inline' as const;
  readonly handles = ['ChallengeCreated', 'ChallengeEdited', 'ChallengeEnded', 'ChallengeDeleted', 'ChallengeCompleted', 'AppointmentsReset'];
  readonly tables = ['challenges_list', 'challenges_completions', 'challenges_state'];

  /**
   * Live screens (issue 20): a challenge made, changed or ended shows on every salesperson's Rewards (and the showroom
   * screens); a completion on its salesperson's Rewards and Payout Details; the admins' list counts both.
   */
  changes(events: readonly StoredEvent[]): LiveChange[] {
    const changes = forAdmins(LIVE_KEYS.adminChallenges);
    for (const event of events) {
      if (event.type === 'ChallengeCompleted') changes.push(...forSalesperson((event.data as ChallengeCompleted['data']).salespersonId, LIVE_KEYS.challenges));
      else changes.push(...forSalespeople(LIVE_KEYS.challenges));
    }
    return changes;
  }

  async apply(event: StoredEvent, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'ChallengeCreated':
      case 'ChallengeEdited': {
        const d = event.data as (ChallengeCreated | ChallengeEdited)['data'];
        const createdBy = 'createdBy' in d ? d.createdBy : null;
        // An edit keeps who made it and when; the creation inserts (applied again, it changes nothing).
        await manager.query(
          `INSERT INTO challenges_list (id, name, metric, target, reward_type, reward_cents, reward_description, start_date, end_date, eligibility, dealerships, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (id) DO UPDATE SET name = $2, metric = $3, target = $4, reward_type = $5, reward_cents = $6, reward_description = $7,
             start_date = $8, end_date = $9, eligibility = $10, dealerships = $11
           WHERE $14`,
          [
            d.challengeId,
            d.name,
            d.metric,
            d.target,
            d.rewardType,
            d.rewardCents,
            d.rewardDescription,
            d.startDate,
            d.endDate,
            d.eligibility,
            d.dealerships,
            createdBy ?? '00000000-0000-0000-0000-000000000000',
            event.occurredAt,
            event.type === 'ChallengeEdited',
          ],
        );
        return;
      }
      case 'ChallengeEnded':
        await manager.query('UPDATE challenges_list SET ended_at = coalesce(ended_at, $2) WHERE id = $1', [(event.data as ChallengeEnded['data']).challengeId, event.occurredAt]);
        return;
      case 'ChallengeDeleted':
        // Gone from every list; its completions stay earned.
        await manager.query('DELETE FROM challenges_list WHERE id = $1', [(event.data as ChallengeDeleted['data']).challengeId]);
        return;
      case 'ChallengeCompleted': {
        const d = event.data as ChallengeCompleted['data'];
        // Earned before a reset this projection has already applied: not shown (the reactor may lag behind a reset).
        await manager.query(
          `INSERT INTO challenges_completions (event_id, challenge_id, salesperson_id, generation, challenge_name, metric, target, reward_type, reward_cents, reward_description, earned_at, log_position)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
            WHERE $4 >= coalesce((SELECT generation FROM challenges_state WHERE id = 1), 0)
           ON CONFLICT DO NOTHING`,
          [event.eventId, d.challengeId, d.salespersonId, d.generation, d.challengeName, d.metric, d.target, d.rewardType, d.rewardCents, d.rewardDescription, event.occurredAt, event.globalPosition],
        );
        return;
      }
      case 'AppointmentsReset': {
        const { generation } = event.data as AppointmentsReset['data'];
        await manager.query('DELETE FROM challenges_completions WHERE generation < $1', [generation]);
        await manager.query(
          'INSERT INTO challenges_state (id, generation) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET generation = greatest(challenges_state.generation, $1)',
          [generation],
        );
        return;
      }
    }
  }
}
