import sanitize from 'sanitize-html';
import {
  ARCHETYPE_HTML_ATTRIBUTES,
  ARCHETYPE_HTML_DROPPED,
  ARCHETYPE_HTML_TAGS,
  isOutsideLink,
  isSafeLink,
} from '../../../shared/htmlPolicy';

// Archetype bodies are sanitised once, when written or seeded (issue 18), with sanitize-html (a real
// HTML parser, linear in its input) and the allow-list in shared/htmlPolicy.ts, which the browser's
// DOMPurify uses again at render. This replaces a hand-written regex parser whose attribute pattern
// took exponential time on `<p aaaa…`.

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARCHETYPE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARCHETYPE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...ARCHETYPE_HTML_DROPPED],
  transformTags: {
    // A link keeps a safe href only; outside links open in a new tab without `window.opener`.
    a: (tagName, attributes) => {
      const href = attributes.href;
      const attribs: sanitize.Attributes = {};
      if (href !== undefined && isSafeLink(href)) {
        attribs.href = href.trim();
        if (isOutsideLink(href)) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
      }
      return { tagName, attribs };
    },
  },
};

/** An archetype body reduced to inert, allow-listed markup. */
export function sanitizeArchetypeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
