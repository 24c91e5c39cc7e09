// An erased salesperson's account closes (issue 17): no password, no reset link, no session is left that could
// open it. Called inside the erasure's transaction; Sessions.forgetAllFor clears this process's cache after it.
import type { EntityManager } from 'typeorm';

export async function closeSalespersonAccount(manager: EntityManager, salespersonId: string): Promise<void> {
  await manager.query('DELETE FROM credentials WHERE account_id = $1', [salespersonId]);
  await manager.query('DELETE FROM password_reset_tokens WHERE salesperson_id = $1', [salespersonId]);
  await manager.query('DELETE FROM sessions WHERE salesperson_id = $1', [salespersonId]);
}
