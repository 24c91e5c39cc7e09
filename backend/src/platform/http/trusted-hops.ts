// Which hops in front of the API are trusted (TRUST_PROXY): only they may say who the client is
// (X-Forwarded-For, so rate limits count real clients) or give a request its id (X-Request-Id, which
// becomes the correlation id of the events it causes). Default: none — clients connect directly.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../../config/app-config.js';

/** How many addresses' answers a trust check keeps (then it starts again): far more than a deployment's proxies. */
const KEPT_ANSWERS = 10_000;

/**
 * The server's `trustProxy` setting, as a function: the first `n` hops from the server for a hop count; for
 * addresses, CIDR ranges and names, proxy-addr's check with its answer kept per address. The check parses the
 * address each time, and the server asks it for every hop of every request that reads the client's address (the
 * rate limits, the access log): a tenth of a trivial route's time under load (docs/benchmarks.md).
 */
export const trustProxySetting = (config: AppConfig): false | ((address: string, hop: number) => boolean) => {
  const trust = config.trustProxy;
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const trusted = proxyAddr.compile([...trust]);
  const answers = new Map<string, boolean>();
  return (address) => {
    let answer = answers.get(address);
    if (answer === undefined) {
      if (answers.size >= KEPT_ANSWERS) answers.clear();
      answer = trusted(address, 0);
      answers.set(address, answer);
    }
    return answer;
  };
};

/** Whether the peer this request came from directly is a trusted hop. */
export function fromTrustedHop(config: AppConfig): (request: IncomingMessage) => boolean {
  const trust = config.trustProxy;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile([...trust]);
  return (request) => {
    const peer = request.socket.remoteAddress;
    return peer !== undefined && trusted(peer, 0);
  };
}
