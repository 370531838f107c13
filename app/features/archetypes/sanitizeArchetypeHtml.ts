import DOMPurify from 'dompurify';

// The render-time half of the stored-XSS defence (the server sanitises too): DOMPurify with the same
// allow-list the server uses. Imported only by the archetype detail page, so DOMPurify stays in that
// route's chunk and out of the first paint.

const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'br'];

/** http(s) URLs and relative ones (path, query, fragment); no other scheme, no protocol-relative `//host`. */
const SAFE_URI = /^(?:https?:\/\/|\/(?!\/)|[?#]|[^:/?#\\]+(?:[/?#]|$))/i;

let hooked = false;

/** Opens outside links in a new tab without handing that page a reference to this one. */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** An archetype's HTML body, reduced to inert, allow-listed markup ready for innerHTML. */
export function sanitizeArchetypeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
