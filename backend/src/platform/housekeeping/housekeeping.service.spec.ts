import { Housekeeping } from './housekeeping.service.js';

describe('housekeeping', () => {
  it('runs every registered clean-up and reports what each removed, even when one fails', async () => {
    const housekeeping = new Housekeeping();
    const ran: string[] = [];
    housekeeping.register({ name: 'expired-sessions', run: async () => (ran.push('sessions'), 3) });
    housekeeping.register({ name: 'broken', run: async () => Promise.reject(new Error('database unavailable')) });
    housekeeping.register({ name: 'idempotency-keys', run: async () => (ran.push('keys'), 0) });

    expect(await housekeeping.runAll()).toEqual({ 'expired-sessions': 3, 'idempotency-keys': 0 });
    expect(ran).toEqual(['sessions', 'keys']);
  });
});
