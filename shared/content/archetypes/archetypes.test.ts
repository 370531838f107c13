import { describe, expect, it } from 'vitest';
import { ARCHETYPE_CHIPS } from '../../labels';
import { archetypeSchema } from '../../schemas/archetype';
import { kebabIdSchema } from '../../schemas/exampleMap';
import { ARCHETYPE_AUTHOR, ARCHETYPE_SECTION_HEADINGS, ARCHETYPES, archetypeById } from './index';

const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em', 'a']);
const byId = (id: string) => {
  const archetype = archetypeById(id);
  if (!archetype) throw new Error(`missing archetype ${id}`);
  return archetype;
};

/** The text between one h2 and the next, so assertions can target a single level. */
function section(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  if (start < 0) return '';
  const next = html.indexOf('<h2>', start + 4);
  return html.slice(start, next < 0 ? undefined : next);
}

/** Returns a problem description, or null when every tag is allowed, attribute-free (bar https links) and properly nested. */
function htmlProblem(html: string): string | null {
  const stack: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [, closing, rawName, attributes] = match;
    const name = (rawName ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return `tag <${name}> is not allowed`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
      continue;
    }
    const attrs = (attributes ?? '').trim();
    if (name === 'a' ? !/^href="https:\/\/[^"\s]+"$/.test(attrs) : attrs !== '') return `<${name} ${attrs}> has unexpected attributes`;
    stack.push(name);
  }
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`;
  if (/&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(html)) return 'unescaped ampersand';
  return null;
}

describe('ARCHETYPES', () => {
  it('holds at least 10 archetypes', () => {
    expect(ARCHETYPES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype] as const))('%s parses with archetypeSchema', (_id, archetype) => {
    expect(archetypeSchema.parse(archetype)).toEqual(archetype);
    expect(archetype.author).toBe(ARCHETYPE_AUTHOR);
  });

  it('uses unique kebab-case ids', () => {
    const ids = ARCHETYPES.map((archetype) => archetype.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(kebabIdSchema.safeParse(id).success, id).toBe(true);
  });

  it('covers the frameworks the library promises', () => {
    for (const id of ['scrum', 'kanban', 'extreme-programming', 'lean', 'devops', 'lean-startup', 'okrs', 'itil-service-support', 'consulting-engagement', 'research-lab', 'product-discovery']) {
      expect(archetypeById(id), id).toBeDefined();
    }
  });

  it('gives every archetype at least one exact filter-chip tag', () => {
    for (const archetype of ARCHETYPES) {
      expect(archetype.tags.some((tag) => (ARCHETYPE_CHIPS as readonly string[]).includes(tag)), archetype.id).toBe(true);
    }
  });

  it('matches every filter chip with at least one archetype, using the spec rule (tag contains chip, any case)', () => {
    for (const chip of ARCHETYPE_CHIPS) {
      const matches = ARCHETYPES.filter((archetype) => archetype.tags.some((tag) => tag.toLowerCase().includes(chip.toLowerCase())));
      expect(matches.length, chip).toBeGreaterThan(0);
    }
  });

  it('keeps descriptions to one or two sentences', () => {
    for (const archetype of ARCHETYPES) {
      const sentences = archetype.description.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '');
      expect(sentences.length, archetype.id).toBeLessThanOrEqual(2);
    }
  });
});

describe('archetype htmlContent', () => {
  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype.htmlContent] as const))('%s carries no script, event handler or javascript: URL', (_id, html) => {
    expect(html.toLowerCase()).not.toContain('<script');
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype.htmlContent] as const))('%s uses only allowed, well-nested semantic tags', (_id, html) => {
    expect(htmlProblem(html)).toBeNull();
  });

  it.each(ARCHETYPES.map((archetype) => [archetype.id, archetype.htmlContent] as const))('%s walks boundary, five levels, fit and advice in order', (_id, html) => {
    const positions = ARCHETYPE_SECTION_HEADINGS.map((heading) => html.indexOf(`<h2>${heading}</h2>`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('is substantial enough to teach something', () => {
    for (const archetype of ARCHETYPES) {
      const text = archetype.htmlContent.replace(/<[^>]+>/g, ' ');
      expect(text.split(/\s+/).filter(Boolean).length, archetype.id).toBeGreaterThan(500);
    }
  });

  it('names XP\'s and Scrum\'s five values in their values sections', () => {
    const xpValues = section(byId('extreme-programming').htmlContent, 'Values: what it optimises for');
    for (const value of ['Simplicity', 'Communication', 'Feedback', 'Respect', 'Courage']) expect(xpValues).toContain(`<strong>${value}:</strong>`);
    const scrumValues = section(byId('scrum').htmlContent, 'Values: what it optimises for');
    for (const value of ['Focus', 'Courage', 'Openness', 'Commitment', 'Respect']) expect(scrumValues).toContain(`<strong>${value}:</strong>`);
  });

  it('says plainly when a framework prescribes no tools', () => {
    for (const id of ['scrum', 'extreme-programming', 'agile-manifesto', 'less']) {
      expect(section(byId(id).htmlContent, 'Tools: what it suggests you use'), id).toMatch(/<strong>None/);
    }
  });

  it('advises asking people who actually use the archetype', () => {
    for (const archetype of ARCHETYPES) {
      expect(section(archetype.htmlContent, 'Before you adopt it'), archetype.id).toMatch(/\b(ask|talk to)\b/i);
    }
  });
});

describe('archetypeById', () => {
  it('finds a known archetype and returns undefined for an unknown id', () => {
    expect(archetypeById('kanban')?.title).toBe('Kanban');
    expect(archetypeById('no-such-archetype')).toBeUndefined();
  });
});
