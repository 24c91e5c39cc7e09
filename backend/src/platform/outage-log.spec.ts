import { OutageLog } from './outage-log.js';

describe('outage log', () => {
  const logged = () => {
    const lines: string[] = [];
    return { lines, logger: { warn: (line: string) => void lines.push(line) } };
  };

  it('logs an outage once however many failures it sees, then its end at the same level', () => {
    const { lines, logger } = logged();
    const outage = new OutageLog(logger, 'Redis for rate limits');
    for (let i = 0; i < 50; i++) outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:6390'));
    expect(outage.down).toBe(true);
    outage.recovered();
    outage.recovered();
    expect(outage.down).toBe(false);
    expect(lines).toEqual(['Redis for rate limits is unreachable: connect ECONNREFUSED 127.0.0.1:6390', 'Redis for rate limits is back after 0 s']);
  });

  it('logs a second outage as a new one once the first has ended', () => {
    const { lines, logger } = logged();
    const outage = new OutageLog(logger, 'Redis');
    outage.failed(new Error('down'));
    outage.recovered();
    outage.failed('down again');
    expect(lines).toEqual(['Redis is unreachable: down', 'Redis is back after 0 s', 'Redis is unreachable: down again']);
  });
});
