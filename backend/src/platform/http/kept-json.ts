// A large JSON answer kept across requests (a kept read, projection-read-cache.ts), sent compressed to a client that
// takes it (every browser does), its compressed forms made once per kept answer, the first time one is asked for.
//
// Why: the admin's pending payouts is a hundred KiB and more of JSON, asked for on every admin screen's change. A
// phone on a cell network waits a round trip per TCP window for it (the first window is about 14 KB); compressed,
// it is a tenth of that. And on the bench's loopback, an answer past the receiver's first window (128 KiB,
// net.ipv4.tcp_rmem) took 6 times as long as one just below it: 47 ms at the median instead of 13 (docs/benchmarks.md,
// issue 15). Answers made per request are left as they are: compressing each would cost more CPU than it saves here.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a kept answer is sent in, the best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this size an answer fits the first TCP window and is sent as it is (compressing it would only cost time). */
export const COMPRESS_FROM_BYTES = 16 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Made off the event loop, in libuv's threads. Brotli at quality 5: within a few per cent of its best, at a tenth of its time. */
export const compressText = (text: string, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }) : gzipped(text);

/** The encoding of `ENCODINGS` the request's Accept-Encoding takes, honouring its q-values; none for a client that takes none. */
export function acceptedEncoding(request: Pick<FastifyRequest, 'headers'>): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return undefined;
  return (negotiate(header, [...ENCODINGS]) as Encoding | null) ?? undefined;
}

export class KeptJson {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly text: string) {}

  /** The answer compressed with `encoding`, made once (callers at the same moment share it). */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compressText(this.text, encoding);
      this.encoded.set(encoding, made);
      // A failed compression is tried again by the next caller.
      made.catch(() => this.encoded.delete(encoding));
    }
    return made;
  }

  /**
   * The body to send for this request: the compressed form the client takes (its Content-Encoding set), or the text.
   * Either way the answer says it varies with Accept-Encoding, so no cache in between hands one client's form to another.
   */
  async sendTo(request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply): Promise<string | Buffer> {
    void reply.type('application/json; charset=utf-8');
    if (this.text.length < COMPRESS_FROM_BYTES) return this.text;
    void reply.header('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(request);
    if (!encoding) return this.text;
    const body = await this.encodedAs(encoding);
    void reply.header('Content-Encoding', encoding);
    return body;
  }
}
