// Which hops in front of the API are trusted (TRUST_PROXY): only they may say who the client is
// (X-Forwarded-For, so rate limits count real clients) or give a request its id (X-Request-Id, which
// becomes the correlation id of the events it causes). Default: none — clients connect directly.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../../config/app-config.js';

/**
 * The server's `trustProxy` setting: addresses, CIDR ranges and names (proxy-addr's), or a hop count as
 * a function, since the server refuses a bare count (the first `n` hops from the server are trusted).
 */
export const trustProxySetting = (config: AppConfig): boolean | string[] | ((address: string, hop: number) => boolean) => {
  const trust = config.trustProxy;
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
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
