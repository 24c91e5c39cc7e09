// The 48-hour deadline as the customer reads it: in the business time zone (the shop's clock, the one their
// appointment's time is in), with the zone named, since a customer may open the mail elsewhere.

/** '2030-06-01T20:30:00.000Z' in Pacific/Honolulu -> 'Sat, Jun 1, 10:30 AM HST'; the text as it came when it is no instant. */
export function formatDeadline(iso: string, zone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(instant);
  } catch {
    // An unknown zone name: the visitor's own clock, still with its zone named.
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant);
  }
}
