// The one allow-list for archetype HTML (issue 18): the server sanitises bodies with it when they
// are written or seeded (sanitize-html), the browser again right before render (DOMPurify). Data
// only, so both sides configure their own library from the same lists.

/** Tags an archetype body may use: headings, paragraphs, lists, emphasis, links, quotes, code. */
export const ARCHETYPE_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'br',
] as const;

/** Attributes that survive, per tag; every other attribute (handlers, styles, classes) goes. */
export const ARCHETYPE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
};

/** Elements removed with everything inside them: code, styles, embedded documents, foreign markup. */
export const ARCHETYPE_HTML_DROPPED = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'frameset',
  'plaintext',
] as const;

/**
 * Links that may stay: http(s) URLs and relative ones (path, query, fragment). No other scheme
 * (javascript:, data:, vbscript:), no protocol-relative `//host`, no backslash tricks.
 */
export const SAFE_LINK = /^(?:https?:\/\/[^/\\]|\/(?![/\\])|[?#]|[^:/?#\\]+(?:[/?#]|$))/i;

/** Whether a (decoded) href may stay; browsers ignore whitespace and controls inside a scheme, so they go first. */
export function isSafeLink(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return value !== '' && SAFE_LINK.test(value);
}

/** Whether a link leaves the site, so it opens in a new tab without a reference back to this page. */
export function isOutsideLink(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}
