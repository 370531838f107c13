import DOMPurify from 'dompurify';
import {
  ARCHETYPE_HTML_ATTRIBUTES,
  ARCHETYPE_HTML_TAGS,
  isOutsideLink,
  SAFE_LINK,
} from '../../../shared/htmlPolicy';

// The render-time half of the stored-XSS defence (the server sanitises when it stores a body):
// DOMPurify with the allow-list the server uses, from shared/htmlPolicy.ts. Imported only by the
// archetype detail page, so DOMPurify stays in that route's chunk and out of the first paint.

let hooked = false;

/** Opens outside links in a new tab without handing that page a reference to this one. */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (isOutsideLink(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
}

/** An archetype's HTML body, reduced to inert, allow-listed markup ready for innerHTML. */
export function sanitizeArchetypeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ARCHETYPE_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ARCHETYPE_HTML_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
