import type { FastifyInstance } from 'fastify';
import { createLocalBus, type LiveBus } from '../live/bus';
import { createPostgresBus } from '../live/pgBus';
import { APP_VERSION } from '../paths';
import type { Db } from './database';
import { createAnalyticsRepository } from './analyticsRepository';
import { createArchetypesRepository } from './archetypesRepository';
import { createChatSessionsRepository } from './chatSessionsRepository';
import { bundledContentStamp, shouldSeed, type ContentStamp } from './contentSeed';
import { migrate, openDb } from './database';
import { createFeedbackRepository } from './feedbackRepository';
import { createHistoryRepository } from './historyRepository';
import { createInvitesRepository } from './invitesRepository';
import { createMapsRepository } from './mapsRepository';
import { createMemberBarsRepository } from './memberBarsRepository';
import { createMembersRepository } from './membersRepository';
import { createMetaRepository } from './metaRepository';
import { createOwnerlessMapsRepository } from './ownerlessMapsRepository';
import { createPasswordResetsRepository } from './passwordResetsRepository';
import { createRevisionsRepository } from './revisionsRepository';
import { createSessionsRepository } from './sessionsRepository';
import { createSyncBatchRepository } from './syncBatchRepository';
import { createTemplatesRepository } from './templatesRepository';
import { PostgresDb } from './postgresDb';
import { createUsersRepository } from './usersRepository';

/** Builds every repository on one database (statements are prepared on first use). Add a repository here: one line. */
export function createRepositories(db: Db) {
  return {
    meta: createMetaRepository(db),
    maps: createMapsRepository(db),
    members: createMembersRepository(db),
    invites: createInvitesRepository(db),
    memberBars: createMemberBarsRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    revisions: createRevisionsRepository(db),
    templates: createTemplatesRepository(db),
    archetypes: createArchetypesRepository(db),
    feedback: createFeedbackRepository(db),
    analytics: createAnalyticsRepository(db),
    history: createHistoryRepository(db),
    chatSessions: createChatSessionsRepository(db),
    ownerless: createOwnerlessMapsRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    syncBatch: createSyncBatchRepository(db),
  };
}

/** All repositories, as routes see them through `app.repos`. */
export type Repositories = ReturnType<typeof createRepositories>;

/**
 * The storage seam (issue 19): one interface over SQLite (the embedded default) and PostgreSQL
 * (`DATABASE_URL`). Every repository call is async; writes that take a change seq run in
 * `change`, reads that must agree with each other in `snapshot`.
 */
export interface Storage {
  readonly db: Db;
  readonly repos: Repositories;
  /**
   * Where committed writes are announced (in process on SQLite, LISTEN/NOTIFY on PostgreSQL):
   * the live channel subscribes; repositories announce through `db.announce` inside `change`.
   */
  readonly bus: LiveBus;
  /** Applies the migrations the database has not seen; returns their versions. */
  migrate(): Promise<number[]>;
  /**
   * Writes the bundled content (templates, archetypes, example maps) when it is newer than what the
   * database holds (`shouldSeed`), and the creating version; returns whether it wrote the content.
   */
  seedContent(): Promise<boolean>;
  /** True when the database answers (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  change<T>(fn: () => Promise<T>): Promise<T>;
  snapshot<T>(fn: () => Promise<T>): Promise<T>;
}

/** `app_meta` key of the stamp of the content last seeded (`ContentStamp` as JSON). */
export const CONTENT_STAMP_KEY = 'content_stamp';

/** Any number: the advisory lock content seeding takes on PostgreSQL. */
const CONTENT_SEED_LOCK = 4_206_020;

/** Where storage lives, and how its live bus behaves. */
export interface StorageOptions {
  dataDir: string;
  databaseUrl?: string | null;
  /** PostgreSQL: wait between attempts to listen again after the listening connection dropped. */
  liveReconnectMs?: number;
  /** Told when the live bus fails (a listener threw, the listening connection dropped). */
  onLiveError?: (error: unknown) => void;
}

/** The storage the configuration names: PostgreSQL when `databaseUrl` is set, else SQLite under `dataDir`. */
export function openStorage(options: StorageOptions): Storage {
  const db = openDb(options);
  const repos = createRepositories(db);
  const bus =
    db instanceof PostgresDb && options.databaseUrl
      ? createPostgresBus({
          url: options.databaseUrl,
          pool: db.pool,
          reconnectMs: options.liveReconnectMs,
          onError: options.onLiveError,
        })
      : createLocalBus();
  db.setPublisher(bus.publisher);
  return {
    db,
    repos,
    bus,
    migrate: () => migrate(db),
    seedContent: () =>
      db.write(async () => {
        // Instances starting together seed one after the other, each deciding on what the last wrote.
        if (db.dialect === 'postgres')
          await db.prepare<[number]>('SELECT pg_advisory_xact_lock(?)').get(CONTENT_SEED_LOCK);
        await repos.meta.setIfMissing('created_with_version', APP_VERSION);
        const storedText = await repos.meta.get(CONTENT_STAMP_KEY);
        const stored = storedText ? (JSON.parse(storedText) as ContentStamp) : null;
        const bundled = bundledContentStamp(APP_VERSION);
        if (!shouldSeed(stored, bundled)) {
          // Bodies written by an older version or by hand are still made safe at every start.
          await repos.archetypes.sanitizeStored();
          return false;
        }
        await repos.templates.seed();
        await repos.archetypes.seed();
        await repos.maps.seedExamples();
        await repos.meta.set(CONTENT_STAMP_KEY, JSON.stringify(bundled));
        return true;
      }),
    ping: () => db.ping(),
    close: async () => {
      await bus.close();
      await db.close();
    },
    change: (fn) => db.change(fn),
    snapshot: (fn) => db.snapshot(fn),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database behind the repositories. Routes use repositories, not SQL. */
    db: Db;
    /** Data access for routes: `await app.repos.meta.get(…)`. Routes never write SQL themselves. */
    repos: Repositories;
    /** The storage seam: migrate, seed, ping, close, change, snapshot. */
    storage: Storage;
  }
}

/**
 * The database plugin: opens the configured storage, migrates and seeds it, decorates the app
 * with `storage`, `db` and `repos`, and closes it when the app closes.
 */
export async function registerStorage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const storage = openStorage({
    onLiveError: (error) => app.log.warn({ err: error }, 'live bus'),
    ...options,
  });
  app.decorate('storage', storage);
  app.decorate('db', storage.db);
  app.decorate('repos', storage.repos);
  app.addHook('onClose', async () => {
    await storage.close();
  });
  await storage.migrate();
  await storage.seedContent();
  await storage.bus.start();
}
