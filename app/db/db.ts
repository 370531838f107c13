import { Dexie, type EntityTable, type Table, type TableProp } from 'dexie';
import type { Archetype } from '../../shared/schemas/archetype';
import type { SpineMap } from '../../shared/schemas/spineMap';
import { legacyDoc, legacyHlc } from '../../shared/sync/legacy';
import { materialize } from '../../shared/sync/materialize';
import type { Template } from '../../shared/schemas/template';
import type { TutorialProgress } from '../../shared/schemas/tutorial';
import type {
  AnalyticsQueueRow,
  BaseRow,
  ChatSessionRow,
  LocalMap,
  FeedbackQueueRow,
  MetaRow,
  OutboxRow,
  RejectedChangeRow,
} from './rows';
import { DB_NAME, markLocalData } from './localData';

/** The IndexedDB implementation to use; tests pass a fresh fake-indexeddb IDBFactory per simulated device. */
export type IndexedDbDeps = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };

export { DB_NAME };

/**
 * The device's database: the source of truth for what the user sees (design §5).
 *
 * RULE: a released `version(n)` is never edited. To change the schema, add `this.version(n + 1)`
 * below the last one with only the changed tables (and an `.upgrade()` if rows need rewriting),
 * plus a comment saying why.
 */
export class SpineDb extends Dexie {
  /** What the device shows of each map (design §5): the server's registers plus pending operations. */
  maps!: Table<LocalMap, string>;
  /** Each map as the server last sent it, with this device's accepted operations applied. */
  bases!: Table<BaseRow, string>;
  outbox!: Table<OutboxRow, number>;
  tutorialProgress!: Table<TutorialProgress, string>;
  templates!: Table<Template, string>;
  archetypes!: Table<Archetype, string>;
  /** Catalogue cache: public maps from the server. */
  examples!: Table<SpineMap, string>;
  feedbackQueue!: EntityTable<FeedbackQueueRow, 'id'>;
  analyticsQueue!: EntityTable<AnalyticsQueueRow, 'id'>;
  chatSessions!: Table<ChatSessionRow, string>;
  meta!: Table<MetaRow, string>;
  /** Changes the server refused for good (removed member, viewer, deleted map), kept to save or discard. */
  rejectedChanges!: Table<RejectedChangeRow, string>;

  constructor(name: string = DB_NAME, deps?: IndexedDbDeps) {
    super(name, deps ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined);
    // Version 1 (released): the first schema.
    this.version(1).stores({
      maps: 'id, shareId, updatedAt, ownerId, deletedAt',
      outbox: '++seq, mutationId, mapId',
      tutorialProgress: 'id',
      templates: 'id, category',
      archetypes: 'id',
      examples: 'id, industry, teamSize',
      feedbackQueue: '++id, createdAt',
      analyticsQueue: '++id, createdAt',
      chatSessions: 'sessionId, updatedAt',
      meta: 'key',
    });
    // Version 2 (issue 10, teams): a map's changes that the server refused for good (the account
    // was removed from the map, or is a viewer) are kept here instead of being dropped silently.
    this.version(2).stores({ rejectedChanges: 'mapId, accountId' });
    // Version 3 (issue 15, sync protocol 2): list items get ids and order keys, maps their registers,
    // and `bases` keeps each map as the server last sent it. Ids are derived from the map id, level
    // and text, as the server derives them for the same maps, so both agree without talking. Outbox
    // rows written before stay as they are: the server still accepts them and translates them.
    this.version(3)
      .stores({ bases: 'id' })
      .upgrade(async (tx) => {
        const maps = tx.table<SpineMap & Partial<LocalMap>, string>('maps');
        const bases = tx.table<BaseRow, string>('bases');
        await maps.toCollection().modify((map) => {
          const doc = legacyDoc(map.id, map, map.rev);
          if (map.rev > 0) {
            const { id, shareId, ownerId, createdAt, updatedAt, rev, role } = map;
            void bases.put({
              id,
              shareId,
              ownerId,
              createdAt,
              updatedAt,
              rev,
              ...(role ? { role } : {}),
              doc,
              notice: null,
            });
          }
          if (map.deletedAt)
            doc.trash = { value: { at: map.deletedAt, by: map.ownerId }, hlc: legacyHlc(map.rev) };
          map.doc = doc;
          map.items = materialize(doc).items;
        });
      });
  }
}

/** The names of the database's tables (Dexie derives them from the class's table properties). */
export type SpineTableName = TableProp<SpineDb>;

/**
 * The app's tables: the database's own, or those bound to one transaction (the `tx` that
 * `inTransaction` hands its work). Code that runs inside a transaction reads and writes through the
 * bound ones. An unbound table finds the transaction it runs in through Dexie's async zone, which a
 * busy page loses: measured on a phone-speed CPU, a new map's row and its outbox row were written as
 * separate transactions and the save failed with "Transaction committed too early".
 */
export type SpineTables = Pick<SpineDb, SpineTableName>;

/**
 * Runs `work` in one transaction over `tables` and hands it those tables bound to the transaction
 * (see SpineTables).
 */
export function inTransaction<T>(
  database: SpineDb,
  mode: 'r' | 'rw',
  tables: readonly SpineTableName[],
  work: (tx: SpineTables) => Promise<T>,
): Promise<T> {
  return database.transaction(mode, tables, (tx) => work(tx));
}

/** Opens a separate database (tests; two simulated devices in one process). Close it when done. */
export function createDb(name: string, deps?: IndexedDbDeps): SpineDb {
  return new SpineDb(name, deps);
}

/** The app's database. Dexie opens it lazily on first use. */
export const db = new SpineDb();
// From now on the home page and the nav load the Dexie-backed parts on this device (localData.ts).
markLocalData();
