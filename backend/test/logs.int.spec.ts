// The access log of the product as it runs (the built API at LOG_LEVEL=info): one line per request with
// its id, method, route, status, duration and the caller's id — and no secrets or personal data: no
// tokens (in a query string or in a path), no emails, no cookies, no headers. Mail failures are logged
// by the mail's kind and the error's codes: the mail server here refuses every recipient and quotes the
// address in its answer, as real ones do.
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { type Deployment, deploy } from './support/fault-services.js';
import { signedInSalesperson } from './support/product-client.js';
import { waitFor } from './support/wait-for-projections.js';

type LogLine = { msg?: string; req?: { id?: string; method?: string; url?: string; headers?: unknown }; res?: { statusCode?: number }; responseTime?: number; caller?: string };

/** An SMTP server that refuses every recipient, quoting the address; it remembers whom it was asked to mail. */
async function refusingMailServer(): Promise<{ url: string; recipients: string[]; close: () => Promise<void> }> {
  const recipients: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 refusing.test ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 refusing.test\r\n');
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          recipients.push(address);
          socket.write(`550 5.1.1 <${address}>: Recipient address rejected: User unknown in local recipient table\r\n`);
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    recipients,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the access log', () => {
  let product: Deployment;
  let mail: Awaited<ReturnType<typeof refusingMailServer>>;

  beforeAll(async () => {
    mail = await refusingMailServer();
    product = await deploy({ separateWorker: false, env: { LOG_LEVEL: 'info', SMTP_URL: mail.url } });
  }, 90_000);
  afterAll(async () => {
    await product?.close();
    await mail?.close();
  });

  it('logs every request by id, method, route, status, duration and caller, and never a token, an email or a header', async () => {
    const { cookie, id } = await signedInSalesperson(product.api, 'Logged');
    const suffix = randomBytes(3).toString('hex');
    const email = `kai.logged.${suffix}@example.com`;
    const owner = { firstName: 'Owner', lastName: 'Logged', email: `owner.logged.${suffix}@example.com`, phoneNumber: '8085550123', company: 'Maui Toyota', password: 'Correct-Horse-42' };
    const token = randomBytes(32).toString('base64url');
    const api = product.api;
    const json = { 'content-type': 'application/json' };
    await api.fetch('/api/forgot-password', { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    // An account, then a sign-up with its address: the owner is mailed, and the mail server refuses them.
    expect((await api.fetch('/api/signup', { method: 'POST', headers: json, body: JSON.stringify(owner) })).status).toBe(201);
    await api.fetch('/api/signup', { method: 'POST', headers: json, body: JSON.stringify({ ...owner, firstName: 'Someone', password: 'Another-Horse-42' }) });
    await api.fetch('/api/forgot-password', { method: 'POST', headers: json, body: JSON.stringify({ email: owner.email }) });
    await api.fetch(`/api/appointments?email=${encodeURIComponent(email)}`, { headers: { cookie, 'x-user-email': email } });
    await api.fetch(`/reset-password?token=${token}`);
    await api.fetch(`/api/admin/appointments/${token}/history`, { headers: { authorization: `Bearer ${token}` } });
    await api.fetch('/assets/DeleteOutlined-BYDshrqD.js');
    await api.fetch(`/assets/${token}`);
    await api.fetch('/api/reset-password', { method: 'POST', headers: json, body: JSON.stringify({ token, password: 'a new password' }) });
    await waitFor(async () => api.output.some((line) => line.includes('/api/reset-password') && line.includes('"res"')));
    await waitFor(async () => ['Existing-account notice failed', 'Password reset mail failed'].every((what) => api.output.some((line) => line.includes(what))), {
      describe: () => `both mail failures to be logged:\n${api.output.slice(-20).join('\n')}`,
    });

    // Both mails were attempted, and refused with the address in the server's answer.
    expect(mail.recipients.filter((to) => to === owner.email)).toHaveLength(2);
    const lines = api.output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);
    const requests = lines.filter((line) => line.req && line.res);
    expect(requests.length).toBeGreaterThanOrEqual(9);
    const everything = api.output.join('\n');
    for (const secret of [email, owner.email, token, cookie.split('=')[1]!, '@example.com', 'Bearer', 'x-user-email', 'authorization', 'cookie"']) expect(everything).not.toContain(secret);
    // What a failed mail leaves: its kind and the error's codes.
    expect(everything).toContain('Existing-account notice failed (code EENVELOPE 550)');
    expect(everything).toContain('Password reset mail failed (code EENVELOPE 550)');

    for (const line of requests) {
      expect(Object.keys(line.req!).sort()).toEqual(expect.arrayContaining(['id', 'method', 'url']));
      expect(line.req!.headers).toBeUndefined();
      expect(line.res).toEqual({ statusCode: expect.any(Number) });
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    const mine = requests.find((line) => line.req!.url?.startsWith('/api/appointments'))!;
    expect(mine).toMatchObject({ req: { method: 'GET', url: '/api/appointments?email=…' }, res: { statusCode: 403 }, caller: `salesperson:${id}` });
    expect(requests.find((line) => line.req!.url?.startsWith('/api/admin/appointments/'))!.req!.url).toBe('/api/admin/appointments/:token/history');
    // A built file's name says what was loaded; a token under /assets/ is still hidden.
    expect(requests.filter((line) => line.req!.url?.startsWith('/assets/')).map((line) => line.req!.url)).toEqual(['/assets/DeleteOutlined-BYDshrqD.js', '/assets/:token']);
    const resetPage = requests.find((line) => line.req!.url?.startsWith('/reset-password'));
    expect(resetPage?.req!.url).toBe('/reset-password?token=…');
  }, 60_000);
});
