/**
 * Uploaded files, as the browser and the server both speak of them.
 *
 * The pictures we take (avatars, logos, listing pictures) and the only uploads a browser is ever asked to show:
 * raster images carry no script. SVG is left out on purpose: it can. Every other stored file is sent as a download.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** For a file input's `accept`: the picker offers the images above. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** True when `type` (a media type, any case, no parameters) is one of the images above. */
export function isAcceptedImage(type: string | null | undefined): boolean {
  return !!type && (IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}
