// The baselines measured beside the product in the same run: pgbench's single-row JSONB insert at the
// same client count, and a bare Node `http` server answering the same bytes as the measured GET.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddress } from './api.js';
import { query } from './database.js';
import { measure } from './load.js';
import { freePort, logTail, runToEnd, start } from './processes.js';
import type { Load } from './report.js';

/** pgbench -c clients -T seconds of one single-row JSONB insert (the size of a booking's event) into a scratch table. */
export async function pgbench(databaseUrl: string, clients: number, durationS: number, workDir: string): Promise<{ tps: number; latencyMs: number; clients: number; durationS: number }> {
  await query(databaseUrl, 'CREATE TABLE IF NOT EXISTS bench_pgbench (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
  const row = JSON.stringify({
    customerFirstName: 'Makana', customerLastName: 'Lee', customerEmail: 'customer@bench.example.com', customerPhone: '8085550100',
    vehicleYear: '2022', vehicleMake: 'Toyota', vehicleModel: 'Tacoma', tintPackageId: 'ceramic', appointmentDate: '2030-01-07',
    appointmentTime: '10:30 AM', windowOption: 'full', vehicleSize: 'sedan', estimatedPriceCents: 45000, commissionCents: 2500,
  });
  const script = path.join(workDir, 'pgbench-insert.sql');
  writeFileSync(script, `INSERT INTO bench_pgbench (data) VALUES ('${row.replaceAll("'", "''")}'::jsonb);\n`);
  const output = await runToEnd('pgbench', ['--no-vacuum', '--client', String(clients), '--jobs', '2', '--time', String(durationS), '--file', script, databaseUrl], process.env);
  const tps = /tps = ([\d.]+)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  await query(databaseUrl, 'DROP TABLE bench_pgbench');
  return { tps: Number(tps[1]), latencyMs: Number(latency?.[1] ?? NaN), clients, durationS };
}

/** Serves `body` from a bare Node server in its own process and measures it like the API's reads. */
export async function bareNode(body: Buffer, contentType: string, options: { connections: number; durationS: number; workDir: string }): Promise<Load> {
  const bodyFile = path.join(options.workDir, 'bare-body');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const server = start('bare', process.execPath, [fileURLToPath(new URL('./bare-server.js', import.meta.url)), String(port), bodyFile, contentType], process.env, path.join(options.workDir, 'bare.log'));
  try {
    for (let i = 0; ; i++) {
      if (/listening/.test(logTail(server.logFile))) break;
      if (i > 200) throw new Error('the bare server did not start');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const load = await measure({
      url: `http://127.0.0.1:${port}`,
      title: 'bare node',
      connections: options.connections,
      durationS: options.durationS,
      request: (n) => ({ path: '/api/leaderboard', headers: { 'x-forwarded-for': clientAddress(n), cookie: 'tint_session=bench' } }),
    });
    return { ...load, bytes: body.length };
  } finally {
    await server.stop();
  }
}
