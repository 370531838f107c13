import { TEMPLATES } from '../../../shared/content/templates';
import { templateSchema, type Template } from '../../../shared/schemas/template';
import { filterTemplates } from '../../../shared/search';
import type { Db } from './database';
import { dialectSql } from './dialectSql';

/** Filters of `list`; blank or 'all' values mean no filter (as in shared/search.ts). */
export interface TemplateListOptions {
  search?: string | undefined;
  category?: string | undefined;
}

/** A template's counters, for the admin template stats. */
export interface TemplateStats {
  templateId: string;
  uses: number;
  views: number;
  lastUsed: string | null;
}

interface TemplateRow {
  data: string;
}

/** True when a filter value means "no filter" (blank or the All choice). */
function isNoFilter(value: string | undefined): boolean {
  return value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'all';
}

/** Escapes a user's text as one FTS5 phrase: a substring match under the trigram tokenizer. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * Templates (`templates` + `templates_fts`), seeded from shared/content at start. Search narrows
 * with the trigram index (or a plain substring scan under 3 characters, which trigrams cannot
 * match) and confirms with the shared filterTemplates, so server and offline app agree exactly.
 */
export function createTemplatesRepository(db: Db) {
  const { jsonArray, instr } = dialectSql(db.dialect);
  const upsert = db.prepare(
    `INSERT INTO templates (id, position, data, name, description, category, use_cases, is_popular, updated_at)
     VALUES (@id, @position, @data, @name, @description, @category, @use_cases, @is_popular, @updated_at)
     ON CONFLICT (id) DO UPDATE SET position = excluded.position, data = excluded.data, name = excluded.name,
       description = excluded.description, category = excluded.category, use_cases = excluded.use_cases,
       is_popular = excluded.is_popular, updated_at = excluded.updated_at
     WHERE templates.data <> excluded.data OR templates.position <> excluded.position`,
  );
  const removeStale = db.prepare<[string]>(
    `DELETE FROM templates WHERE id NOT IN (SELECT value FROM ${jsonArray})`,
  );
  const byId = db.prepare<[string], TemplateRow>('SELECT data FROM templates WHERE id = ?');
  const all = db.prepare<[], TemplateRow>('SELECT data FROM templates ORDER BY position, id');
  const byCategory = db.prepare<[string], TemplateRow>(
    'SELECT data FROM templates WHERE category = ? ORDER BY position, id',
  );
  // Three characters or more: SQLite's trigram index; PostgreSQL scans (a few hundred rows).
  const fts =
    db.dialect === 'sqlite'
      ? db.prepare<[string], TemplateRow>(
          `SELECT t.data FROM templates t
           WHERE t.num IN (SELECT rowid FROM templates_fts WHERE templates_fts MATCH ?)
           ORDER BY t.position, t.id`,
        )
      : null;
  // Under 3 characters: instr on lower() is a plain substring test (the shared rule re-checks case folding).
  const short = db.prepare<[{ needle: string }], TemplateRow>(
    `SELECT data FROM templates
     WHERE ${instr('lower(name)', '@needle')} > 0 OR ${instr('lower(description)', '@needle')} > 0
        OR ${instr('lower(category)', '@needle')} > 0 OR ${instr('lower(use_cases)', '@needle')} > 0
     ORDER BY position, id`,
  );
  const use = db.prepare<[string, string]>(
    'UPDATE templates SET uses = uses + 1, last_used = ? WHERE id = ?',
  );
  const view = db.prepare<[string]>('UPDATE templates SET views = views + 1 WHERE id = ?');
  const statsStmt = db.prepare<[], TemplateStats>(
    'SELECT id AS "templateId", uses, views, last_used AS "lastUsed" FROM templates ORDER BY uses DESC, position',
  );

  const parse = (row: TemplateRow): Template => templateSchema.parse(JSON.parse(row.data));

  const repo = {
    /** Upserts every given template by id and removes the ones no longer given; counters survive. */
    async seed(templates: readonly Template[] = TEMPLATES): Promise<void> {
      const now = new Date().toISOString();
      await db.write(async () => {
        for (const [position, raw] of templates.entries()) {
          const template = templateSchema.parse(raw);
          await upsert.run({
            id: template.id,
            position,
            data: JSON.stringify(template),
            name: template.name,
            description: template.description,
            category: template.category,
            use_cases: template.useCases.join('\n'),
            is_popular: template.isPopular === 'true' ? 1 : 0,
            updated_at: now,
          });
        }
        await removeStale.run(JSON.stringify(templates.map((template) => template.id)));
      });
    },

    /** Templates matching spec §5 (case-insensitive substring search, exact category), in content order. */
    async list(options: TemplateListOptions = {}): Promise<Template[]> {
      const search = options.search?.trim() ?? '';
      const category = isNoFilter(options.category) ? undefined : options.category?.trim();
      let rows: TemplateRow[];
      if (search === '') rows = category ? await byCategory.all(category) : await all.all();
      else if (fts && Array.from(search).length >= 3) rows = await fts.all(ftsPhrase(search));
      else rows = await short.all({ needle: search.toLowerCase() });
      return filterTemplates(rows.map(parse), { search, category });
    },

    /** One template, or null. */
    async get(id: string): Promise<Template | null> {
      const row = await byId.get(id);
      return row ? parse(row) : null;
    },

    /** Counts a map created from the template; false when there is no such template. */
    async recordUse(id: string, at: Date = new Date()): Promise<boolean> {
      return (await use.run(at.toISOString(), id)).changes > 0;
    },

    /** Counts a look at the template's details; false when there is no such template. */
    async recordView(id: string): Promise<boolean> {
      return (await view.run(id)).changes > 0;
    },

    /** Every template's counters, most used first. */
    stats(): Promise<TemplateStats[]> {
      return statsStmt.all();
    },
  };
  return repo;
}

/** The templates repository (`app.repos.templates`). */
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
