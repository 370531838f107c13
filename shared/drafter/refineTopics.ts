import type { LevelId, ListLevelId } from '../levels';
import type { FeedbackIntent } from './feedback';
import {
  addItem,
  listsFor,
  MIN_ITEMS,
  outOfTarget,
  record,
  sectionTitle,
  setList,
  topicCandidates,
  type Scope,
} from './refineOps';
import { asked, LEVEL_SINGULAR, quote, SETTING_ROLE, TOPIC_ROLE } from './refineWords';
import { hasSubject, narrowTopic, topicHits, topicOf, type Topic } from './topics';
import { formatItem, itemName } from './text';

// Instructions about a subject rather than an item: more X, more X than Y, suitable for X, focus on
// X. They add items about the subject and never take off an item the feedback does not name; only
// 'more X than Y' removes, and only items about Y.

type Of<K extends FeedbackIntent['kind']> = Extract<FeedbackIntent, { kind: K }>;

/** A level stops taking suggestions for a subject at this size, so a map never balloons. */
const TOPIC_LIMIT = 8;

/** Adds the best knowledge items about a topic: one per level for the whole map, two for a named level. */
function addAbout(
  scope: Scope,
  topic: Topic,
  named: LevelId | undefined,
  reason: (level: ListLevelId) => string,
): number {
  const per = named || scope.target ? 2 : 1;
  let added = 0;
  for (const level of listsFor(scope, named)) {
    if (scope.draft.map[level].length >= TOPIC_LIMIT) {
      scope.draft.notes.push(
        `${sectionTitle(level)} already holds ${scope.draft.map[level].length} items, so nothing more was added there.`,
      );
      continue;
    }
    for (const item of topicCandidates(scope.draft, level, topic).slice(0, per)) {
      if (addItem(scope.draft, level, formatItem(item.name, item.detail), reason(level))) added++;
    }
  }
  return added;
}

/** Adds a sentence about the subject to the needs, when the needs are the level being refined. */
function needsFor(scope: Scope, named: LevelId | undefined, sentence: string, opener: string): boolean {
  if ((named ?? scope.target) !== 'needs' || outOfTarget(scope, 'needs')) return false;
  const map = scope.draft.map;
  if (map.needs.toLowerCase().includes(sentence.toLowerCase())) return true;
  map.needs = `${map.needs.trim()} ${sentence}`.trim();
  record(
    scope.draft,
    { action: 'needs', level: 'needs', name: sentence },
    `Added ${quote(sentence)} to the needs statement`,
    `${opener}, and what the system pays attention to belongs in its purpose when it changes what counts as success.`,
  );
  return true;
}

function nothingFound(scope: Scope, phrase: string): void {
  scope.draft.notes.push(
    `The built-in drafter knows no further items about ${quote(phrase)} for this map; add one by name, for example: add "…" to practices.`,
  );
}

/** 'make it more customer-focused', 'more about safety', 'focus on onboarding new volunteers'. */
export function applySubject(scope: Scope, intent: Of<'more'> | Of<'focus'>): void {
  const opener = asked(intent);
  if (needsFor(scope, intent.level, `It pays particular attention to ${intent.topic}.`, opener)) return;
  const added = addAbout(
    scope,
    topicOf(intent.topic),
    intent.level,
    (level) => `${opener}, and ${TOPIC_ROLE[level]}.`,
  );
  if (added === 0) nothingFound(scope, intent.topic);
}

/** 'make it suitable for a remote-first team': the phrase's signals first, then items about its words. */
export function applySuitable(scope: Scope, intent: Of<'suitable'>): void {
  const opener = asked(intent);
  if (needsFor(scope, undefined, `It has to work for ${intent.audience}.`, opener)) return;
  const added = addAbout(
    scope,
    topicOf(intent.audience),
    undefined,
    (level) => `${opener}, and ${SETTING_ROLE[level]}.`,
  );
  if (added === 0) nothingFound(scope, intent.audience);
}

/** 'more learning than speed': adds items about the first subject, then takes off items only about the second. */
export function applyMoreThan(scope: Scope, intent: Of<'moreThan'>): void {
  const opener = asked(intent);
  const more = topicOf(intent.more);
  const less = topicOf(intent.less);
  const added = addAbout(
    scope,
    more,
    undefined,
    (level) => `${opener}, and this ${LEVEL_SINGULAR[level]} pulls the map toward the first of the two.`,
  );
  if (added === 0) nothingFound(scope, intent.more);
  if (!hasSubject(less)) return;
  let removed = 0;
  for (const level of listsFor(scope)) {
    const list = scope.draft.map[level];
    // An item about both subjects serves what was asked for, so it stays.
    const about = list.filter((item) => topicHits(item, less) > 0 && topicHits(item, more) === 0).slice(-2);
    const next = [...list];
    for (const item of about) {
      if (next.length <= MIN_ITEMS) {
        scope.draft.notes.push(
          `${quote(itemName(item))} stays so that ${sectionTitle(level)} keeps at least three items.`,
        );
        break;
      }
      next.splice(next.indexOf(item), 1);
      removed++;
      record(
        scope.draft,
        { action: 'removed', level, name: itemName(item) },
        `Removed ${quote(itemName(item))}`,
        `${opener}, and this ${LEVEL_SINGULAR[level]} serves only the second of the two, so it makes way.`,
      );
    }
    setList(scope.draft, level, next);
  }
  if (removed === 0)
    scope.draft.notes.push(
      `Nothing on the map is mainly about ${quote(intent.less)}, so nothing was taken off.`,
    );
}

/**
 * Feedback that is no instruction but names a subject the knowledge base knows ('security matters
 * a lot to us'): adds items about it, quoting the whole remark. Returns whether anything was added.
 */
export function applyRemark(scope: Scope, remark: string, known: ReadonlySet<string>): boolean {
  const subject = narrowTopic(topicOf(remark), (term) => known.has(term));
  if (!hasSubject(subject)) return false;
  return (
    addAbout(
      scope,
      subject,
      undefined,
      (level) =>
        `Added because you wrote ${quote(remark)}, and this ${LEVEL_SINGULAR[level]} speaks to the same subject.`,
    ) > 0
  );
}
