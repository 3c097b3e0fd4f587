import sanitizeHtml from 'sanitize-html';

/**
 * A report section as the vet's editor sends it (TipTap's StarterKit HTML), kept to what that editor makes:
 * paragraphs, headings, lists, emphasis, quotes and http(s)/mailto links. Everything else (scripts, handlers,
 * styles, images, frames) is dropped on save, and the page sanitizes it again when it shows it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 's', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }) },
};

/** The section's HTML with only what the editor makes (pure). */
export function sanitizeReportHtml(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'rel'] } }).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * The section as plain text for the PDF and emails: one line per paragraph, heading or list item ('• ' before
 * an item), tags gone, entities decoded (pure).
 *
 *   '<p>Rest <strong>two</strong> weeks.</p><ul><li>Ice</li></ul>' -> 'Rest two weeks.\n• Ice'
 */
export function reportText(html: string): string {
  return sanitizeReportHtml(html)
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<br\s*\/?>|<\/(p|h2|h3|li|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .split('\n').map((line) => line.trim()).filter(Boolean).join('\n');
}
