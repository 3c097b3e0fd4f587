import sanitizeHtml from 'sanitize-html';

/**
 * Vendor-authored HTML (website header and body sections). Scripts, event
 * handler attributes, `javascript:` and `data:` URLs and frames never survive;
 * ordinary formatting, links, images and tables do. Runs on save and on render.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'h1', 'h2', 'section', 'header', 'footer', 'figure', 'figcaption', 'picture', 'source', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type'],
    '*': ['class', 'id', 'style', 'aria-label', 'role'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
      margin: [/^[\d\s.pxemr%auto-]+$/],
      padding: [/^[\d\s.pxemr%-]+$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeTenantHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
