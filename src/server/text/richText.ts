import sanitizeHtml from 'sanitize-html';
import { decodeNoticeContent } from '@shared/domain/notice';

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

/** More rounds than any client encodes; what is still encoded after them stays text (its % neutralised below). */
const NOTICE_DECODE_ROUNDS = 4;

/**
 * A notice's content in its one representation, for storing and for every answer (list, page,
 * detail, save): decoded while it is URL-encoded (spec 1 §7; a payload may be encoded more than
 * once), sanitised after the last decoding, and with every % written as the entity &#37;. A client
 * following the spec URL-decodes the content; with no % left that decoding changes nothing, so no
 * escape hidden in the text or in a link can turn into markup after the server cleaned it, while
 * a browser shows &#37; as % (in text and in a link alike). Idempotent, so rows stored before
 * (encoded, or holding escapes) come out the same way when read.
 */
export function cleanNoticeContent(content: string): string {
  let decoded = content;
  for (let round = 0; round < NOTICE_DECODE_ROUNDS; round++) {
    const next = decodeNoticeContent(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return cleanRichText(decoded).replace(/%/g, '&#37;');
}
