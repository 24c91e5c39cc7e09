// The customer's manage link (issue 18): `<PUBLIC_URL>/appointment/<token>`. The token is derived from the appointment's
// id with a keyed hash under a server secret (HMAC-SHA256): as unguessable as random bytes to anyone without the
// secret, and the same every time it is derived, so a mail sent again after a crashed worker carries the same link and
// the lookup table can be rebuilt from the log. Only its SHA-256 is stored (customer_links).
import { createHash, createHmac } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';

/** What the keyed hash is told, beside the id: a link is for one purpose and one version of the scheme. */
const PURPOSE = 'tint-portal:customer-manage-link:v1';

/** The token of an appointment's manage link: 43 URL-safe characters. */
export function manageToken(config: Pick<AppConfig, 'sessionSecret'>, appointmentId: string): string {
  return createHmac('sha256', config.sessionSecret).update(`${PURPOSE}:${appointmentId}`).digest('base64url');
}

/** What customer_links keeps of a token. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The shape of a token, checked before any lookup: a wrong one is answered like an unknown one. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function manageLink(config: Pick<AppConfig, 'sessionSecret' | 'publicUrl'>, appointmentId: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}/appointment/${manageToken(config, appointmentId)}`;
}
