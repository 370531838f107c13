import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../paths';
import type { Db } from './database';
import { createAnalyticsRepository } from './analyticsRepository';
import { createArchetypesRepository } from './archetypesRepository';
import { createChatSessionsRepository } from './chatSessionsRepository';
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
import { createTemplatesRepository } from './templatesRepository';
import { createUsersRepository } from './usersRepository';

/** Builds every repository on one connection. Add a repository here: one line. */
function createRepositories(db: Db) {
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
  };
}

/** All repositories, as routes see them through `app.repos`. */
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Data access for routes: `app.repos.meta.get(…)`. Routes never write SQL themselves. */
    repos: Repositories;
  }
}

/** Decorates the app with `repos`; needs `registerDatabase` first. */
export function registerRepositories(app: FastifyInstance): void {
  const repos = createRepositories(app.db);
  repos.meta.setIfMissing('created_with_version', APP_VERSION);
  app.decorate('repos', repos);
}
