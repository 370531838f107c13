-- Rate limits shared by every instance (issue 19): @fastify/rate-limit's counters, one row per
-- route and caller, counted up atomically by src/plugins/pgRateLimitStore.ts. Times are
-- milliseconds since the epoch on the database's clock, so instances' clocks never disagree.
CREATE TABLE rate_limits (
  key        TEXT PRIMARY KEY,
  count      INTEGER NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
