import { ARCHETYPES } from '../../../shared/content/archetypes';
import { archetypeSchema, type Archetype } from '../../../shared/schemas/archetype';
import { filterArchetypes } from '../../../shared/search';
import type { Db } from './database';
import { dialectSql } from './dialectSql';
import { sanitizeArchetypeHtml } from './archetypeHtml';

/** Filters of `list`: free text over title, description and tags, and a filter chip (spec §5). */
export interface ArchetypeListOptions {
  search?: string | undefined;
  chip?: string | undefined;
}

interface ArchetypeRow {
  id: string;
  title: string;
  description: string;
  date: string;
  author: string;
  tags: string;
  html_content: string;
}

const COLUMNS = 'a.id, a.title, a.description, a.date, a.author, a.tags, a.html_content';

function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows become archetypes as stored: bodies were sanitised when written or seeded. */
function toArchetype(row: ArchetypeRow): Archetype {
  return archetypeSchema.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    author: row.author,
    tags: JSON.parse(row.tags) as unknown,
    htmlContent: row.html_content,
  });
}

/**
 * Archetype guides (`archetypes` + `archetypes_fts`), seeded from shared/content at start. Bodies
 * are sanitised once, when written; each start also re-sanitises every stored body (a row from an
 * older version or a manual edit), so reads never parse HTML. The browser sanitises again at render.
 */
export function createArchetypesRepository(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO archetypes (id, position, title, description, date, author, tags, tags_text, html_content, updated_at)
     VALUES (@id, @position, @title, @description, @date, @author, @tags, @tags_text, @html_content, @updated_at)
     ON CONFLICT (id) DO UPDATE SET position = excluded.position, title = excluded.title,
       description = excluded.description, date = excluded.date, author = excluded.author, tags = excluded.tags,
       tags_text = excluded.tags_text, html_content = excluded.html_content, updated_at = excluded.updated_at`,
  );
  const removeStale = db.prepare<[string]>(
    `DELETE FROM archetypes WHERE id NOT IN (SELECT value FROM ${dialectSql(db.dialect).jsonArray})`,
  );
  const byId = db.prepare<[string], ArchetypeRow>(`SELECT ${COLUMNS} FROM archetypes a WHERE a.id = ?`);
  const all = db.prepare<[], ArchetypeRow>(`SELECT ${COLUMNS} FROM archetypes a ORDER BY a.position, a.id`);
  // SQLite narrows with its trigram index; PostgreSQL reads the few dozen rows (the shared filter decides).
  const fts =
    db.dialect === 'sqlite'
      ? db.prepare<[string], ArchetypeRow>(
          `SELECT ${COLUMNS} FROM archetypes a
           WHERE a.num IN (SELECT rowid FROM archetypes_fts WHERE archetypes_fts MATCH ?)
           ORDER BY a.position, a.id`,
        )
      : null;
  const bodies = db.prepare<[], { id: string; html_content: string }>(
    'SELECT id, html_content FROM archetypes',
  );
  const setBody = db.prepare<[string, string]>('UPDATE archetypes SET html_content = ? WHERE id = ?');
  const maxPosition = db.prepare<[], { value: number | null }>(
    'SELECT max(position) AS value FROM archetypes',
  );
  const positionOf = db.prepare<[string], { position: number }>(
    'SELECT position FROM archetypes WHERE id = ?',
  );

  async function write(archetype: Archetype, position: number, now: string): Promise<void> {
    const parsed = archetypeSchema.parse(archetype);
    await upsert.run({
      id: parsed.id,
      position,
      title: parsed.title,
      description: parsed.description,
      date: parsed.date,
      author: parsed.author,
      tags: JSON.stringify(parsed.tags),
      tags_text: parsed.tags.join('\n'),
      html_content: sanitizeArchetypeHtml(parsed.htmlContent),
      updated_at: now,
    });
  }

  async function sanitizeStored(): Promise<void> {
    for (const row of await bodies.all()) {
      const clean = sanitizeArchetypeHtml(row.html_content);
      if (clean !== row.html_content) await setBody.run(clean, row.id);
    }
  }

  const repo = {
    /** Upserts every given archetype by id and removes the ones no longer given. */
    async seed(archetypes: readonly Archetype[] = ARCHETYPES): Promise<void> {
      const now = new Date().toISOString();
      await db.write(async () => {
        for (const [position, archetype] of archetypes.entries()) await write(archetype, position, now);
        await removeStale.run(JSON.stringify(archetypes.map((archetype) => archetype.id)));
        await sanitizeStored();
      });
    },

    /** Sanitises every stored body again (a row from an older version or a manual edit); at every start. */
    sanitizeStored,

    /** Adds or replaces one archetype (sanitised), after the existing ones when new. */
    async put(archetype: Archetype): Promise<Archetype> {
      return db.write(async () => {
        const position =
          (await positionOf.get(archetype.id))?.position ?? ((await maxPosition.get())?.value ?? -1) + 1;
        await write(archetype, position, new Date().toISOString());
        return toArchetype((await byId.get(archetype.id)) as ArchetypeRow);
      });
    },

    /** Archetypes matching spec §5, in content order. */
    async list(options: ArchetypeListOptions = {}): Promise<Archetype[]> {
      const search = options.search?.trim() ?? '';
      const rows = fts && Array.from(search).length >= 3 ? await fts.all(ftsPhrase(search)) : await all.all();
      return filterArchetypes(rows.map(toArchetype), { search, chip: options.chip });
    },

    /** One archetype, or null. */
    async get(id: string): Promise<Archetype | null> {
      const row = await byId.get(id);
      return row ? toArchetype(row) : null;
    },
  };
  return repo;
}

/** The archetypes repository (`app.repos.archetypes`). */
export type ArchetypesRepository = ReturnType<typeof createArchetypesRepository>;
