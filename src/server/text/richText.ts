import sanitizeHtml from 'sanitize-html';

/**
 * What stored rich text (notices, follow-up details) may keep: the editor's formatting, links and
 * images over http(s). No style attribute: the editor writes none, and a pasted one could lay a
 * fixed overlay over the whole application.
 */
export const cleanRichText = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's'],
    allowedAttributes: { a: ['href', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https'],
  });
