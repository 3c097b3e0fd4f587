import type { Request } from 'express';

/** The request's own origin (protocol, host and port), for links to a sibling host on the same server. */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}
