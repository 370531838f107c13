-- Feedback from the dialog and anonymous usage events for the admin dashboard (issue 6).

-- One feedback submission. client_id is the id the device generated when it queued the item, so a
-- re-sent queue (lost reply, two tabs flushing) stores it once.
CREATE TABLE feedback (
  id           TEXT PRIMARY KEY,
  client_id    TEXT UNIQUE,
  type         TEXT NOT NULL CHECK (type IN ('feature', 'bug')),
  title        TEXT NOT NULL,
  description  TEXT NOT NULL,
  email        TEXT,
  source       TEXT NOT NULL,
  url          TEXT NOT NULL,
  user_agent   TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  created_at   TEXT NOT NULL
) STRICT;

CREATE INDEX feedback_created ON feedback (created_at);

-- One analytics event. No personal data: page is a path without query (share ids masked), action and
-- template_id are identifiers, session_id is a random per-visit id. created_at is Unix milliseconds
-- (smaller indexes and faster range scans than ISO text at millions of rows).
CREATE TABLE analytics_events (
  seq         INTEGER PRIMARY KEY,
  event_id    TEXT NOT NULL UNIQUE,
  type        TEXT NOT NULL CHECK (type IN ('page_view', 'session_start', 'action', 'template_view', 'template_use')),
  action      TEXT,
  page        TEXT NOT NULL,
  template_id TEXT,
  session_id  TEXT NOT NULL,
  created_at  INTEGER NOT NULL
) STRICT;

-- Covering indexes, one per dashboard aggregate, so none reads the table itself:
-- totals per type and Recent Activity (newest actions first) and the CSV export by time.
CREATE INDEX analytics_type_time ON analytics_events (type, created_at);
CREATE INDEX analytics_time ON analytics_events (created_at);
-- Page Views: grouped by page within the range.
CREATE INDEX analytics_page_views ON analytics_events (page, created_at) WHERE type = 'page_view';
-- User Actions: grouped by action within the range.
CREATE INDEX analytics_actions ON analytics_events (action, created_at) WHERE type = 'action';
-- Template stats: uses, views and last use per template.
CREATE INDEX analytics_templates ON analytics_events (template_id, type, created_at)
  WHERE template_id IS NOT NULL;
