// A small, strict allow-list HTML sanitiser for archetype bodies (stored XSS defence on the server;
// the app runs DOMPurify again at render). It never builds a DOM: it re-emits only the allowed tags,
// without attributes (bar a safe href on <a>), escapes all text it does not recognise, balances the
// tags it keeps, and drops the content of elements that are code or foreign markup.

/** Tags that survive, all emitted without attributes except `a[href]`. */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'br',
]);

const VOID_TAGS = new Set(['br']);

/** Elements whose whole content goes with them: code, styles, embedded documents, foreign markup. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'template',
  'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'frameset', 'plaintext',
]);

/** A start or end tag, attributes included (quoted values may contain `>`). */
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s*[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*)\s*>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', tab: '\t', newline: '\n', colon: ':',
};

function escapeText(text: string): string {
  return text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Decodes the character references a browser would decode in an attribute, so `&#106;avascript:` is seen as it runs. */
function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The href to keep, or null: http(s) URLs, and relative ones (path, query or fragment) — never a
 * scheme such as javascript:, data: or vbscript:, and never protocol-relative `//host`.
 */
export function safeHref(raw: string): string | null {
  // Browsers ignore ASCII whitespace and control characters inside the scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value === '') return null;
  if (/^https?:\/\/[^/\\]/i.test(value)) return raw.trim();
  if (value.startsWith('//') || value.startsWith('\\') || value.startsWith('/\\')) return null;
  const firstDelimiter = value.search(/[/?#]/);
  const schemePart = firstDelimiter === -1 ? value : value.slice(0, firstDelimiter);
  return schemePart.includes(':') ? null : raw.trim();
}

function hrefOf(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if ((match[1] ?? '').toLowerCase() !== 'href') continue;
    // The first href wins, as in a browser.
    return safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return null;
}

/** Sanitises an HTML fragment to the allow-list; idempotent, and well-formed allow-listed HTML passes unchanged. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const amp = html.indexOf('&', i);
    const next = lt === -1 ? amp : amp === -1 ? lt : Math.min(lt, amp);
    if (next === -1) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    out.push(escapeText(html.slice(i, next)));
    i = next;
    if (html[i] === '&') {
      const entity = ENTITY.exec(html.slice(i, i + 40));
      out.push(entity ? entity[0] : '&amp;');
      i += entity ? entity[0].length : 1;
      continue;
    }
    const rest = html.slice(i);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest) || /^<\/[^a-zA-Z]/.test(rest)) {
      // Doctype, processing instruction, bogus comment: the browser makes a comment of it, so do we.
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      out.push('&lt;');
      i += 1;
      continue;
    }
    i += tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = html.toLowerCase().indexOf(`</${name}`, i);
        if (end === -1) break; // an unclosed <script> swallows the rest, as in a browser
        const close = html.indexOf('>', end);
        i = close === -1 ? html.length : close + 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue; // the tag goes, its text stays (escaped)
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(tag[3] ?? '');
      out.push(href === null ? '<a>' : `<a href="${escapeAttribute(decodeEntities(href))}">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
