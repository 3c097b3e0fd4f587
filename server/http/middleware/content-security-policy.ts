import { PAYPAL_BROWSER_ORIGINS } from '../../adapters/paypal-origins.ts';

/** What the policy depends on: all of it known at start-up, so the header is computed once (fixed-headers.ts). */
export interface PolicyInputs {
  /** PayPal's card fields and button load from PayPal's origins, let through only when PayPal is configured. */
  paypal: boolean;
  /** The video room the consultation page embeds (VIDEO_BASE_URL): its origin only. */
  videoBaseUrl: string;
  /** The reports page's embedded dashboard, when configured. */
  reportsEmbedUrl?: string | null;
  /** Where browsers PUT uploads and read stored pictures when they are not our own origin (S3); none for local disk. */
  storageOrigins: readonly string[];
  /** Production upgrades any http: address a page names to https:. */
  isProduction: boolean;
}

/**
 * The Content Security Policy's directives, added to helmet's defaults (`default-src 'self'`,
 * `object-src 'none'`, `script-src-attr 'none'`, `frame-ancestors 'self'`, `form-action 'self'` ...).
 * Each source is here for something a page really loads:
 * - scripts: our own bundles only (no inline script, no eval), plus PayPal's SDK when configured;
 * - images: ours; `data:`; `https:` for pictures a clinic's site sections name; the storage's origin;
 *   and `blob:`, the picture a person has just chosen, previewed from their device before it is uploaded
 *   (the avatar cropper, the logo and the site preview). `blob:` is an image source only: a script, frame
 *   or connection from a blob: URL stays refused;
 * - connections: our own origin, the storage's (the browser PUTs uploads to S3 directly) and PayPal's.
 */
export function cspDirectives(inputs: PolicyInputs): Record<string, string[] | null> {
  const paypal = inputs.paypal ? PAYPAL_BROWSER_ORIGINS : { script: [], frame: [], connect: [] };
  return {
    'script-src': ["'self'", ...paypal.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...inputs.storageOrigins],
    // The consultation page embeds the video room: its origin only, not every page under VIDEO_BASE_URL's host.
    'frame-src': [
      "'self'", new URL(inputs.videoBaseUrl).origin, ...(inputs.reportsEmbedUrl ? [new URL(inputs.reportsEmbedUrl).origin] : []), ...paypal.frame,
    ],
    'connect-src': ["'self'", ...inputs.storageOrigins, ...paypal.connect],
    'upgrade-insecure-requests': inputs.isProduction ? [] : null,
  };
}
