import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links written by users leave the site without passing it any standing or access.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow ugc', target: '_blank' }),
  },
};

const BLOCK = /<(p|ul|ol|blockquote|br)\b/i;

/** Plain text typed into a textarea becomes paragraphs (blank lines) and line breaks. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The HTML of a text part as it is stored and served: only formatting tags and http(s)/mailto/tel
 * links survive; scripts, event handlers, styles, iframes and javascript: URLs are dropped.
 */
export function sanitizeBlogHtml(input: string): string {
  const normalised = input.replace(/\r\n?/g, '\n');
  const html = BLOCK.test(normalised) ? normalised : paragraphs(normalised);
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a text part without any markup (for reading time, descriptions and feeds). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
