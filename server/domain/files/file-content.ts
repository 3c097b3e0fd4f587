/**
 * Is a stored object what its declared type says? A browser declares a file's type from its name's
 * extension, so the type alone proves nothing; the first bytes do. `file-type` reads the signature of
 * several hundred binary formats from them.
 * - bytes of a recognised format must be declared as that format (a PDF sent as text/plain is refused);
 * - a declared format that has a signature must show it (a text file renamed to .pdf is refused);
 * - text and other formats without a signature pass on their declared type, as does
 *   application/octet-stream, which claims nothing.
 */
export const HEAD_BYTES = 4100;

/** Types that file-type recognises by signature and that records commonly carry: declared, they must match. */
const SIGNED_TYPES = new Set([
  'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/tiff', 'image/heic',
  'application/zip', 'application/dicom', 'video/mp4', 'video/quicktime', 'video/webm', 'audio/mpeg', 'audio/wav',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** Other names browsers and systems give the same format. */
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-zip-compressed': 'application/zip', 'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav', 'image/x-ms-bmp': 'image/bmp', 'application/x-pdf': 'application/pdf',
  // file-type names an animated PNG apart; it is a PNG all the same.
  'image/apng': 'image/png',
};

const canonical = (type: string) => ALIASES[type] ?? type;

/** The format the bytes show, as a media type, or null when they show none that is known. */
export async function detectedType(head: Uint8Array): Promise<string | null> {
  // Loaded on the first upload's check, not at boot: few requests need its signature tables.
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}

/** True when the declared type and the detected one (null: none recognised) agree, by the rules above. */
export function contentMatches(declared: string, detected: string | null): boolean {
  const type = canonical(declared.toLowerCase());
  if (type === 'application/octet-stream') return true;
  if (detected === null) return !SIGNED_TYPES.has(type);
  return canonical(detected) === type;
}

/**
 * What the bytes of an upload say, for a rule that takes the types `allowed` ('any': every type):
 * - 'ok': they are what the declared type says (`contentMatches`);
 * - 'not-allowed': they are of a type the rule does not take at all: a recognised format outside the list, or
 *   no recognisable format where every allowed type has one (a logo that is really text, a "PDF" that is a program);
 * - 'mismatch': they are of an allowed type, only not the declared one (a PDF declared as text).
 */
export function contentVerdict(declared: string, detected: string | null, allowed: readonly string[] | 'any'): 'ok' | 'not-allowed' | 'mismatch' {
  if (contentMatches(declared, detected)) return 'ok';
  if (allowed === 'any') return 'mismatch';
  const types = allowed.map(canonical);
  const shown = detected === null ? null : canonical(detected);
  const takes = shown === null ? types.some((t) => !SIGNED_TYPES.has(t)) : types.includes(shown);
  return takes ? 'mismatch' : 'not-allowed';
}
