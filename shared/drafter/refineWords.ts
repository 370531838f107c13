import type { LevelId, ListLevelId } from '../levels';
import type { FeedbackIntent } from './feedback';
import { findTool } from './knowledge';
import { withArticle } from './text';

// The sentences a refinement proposal is written in. Every rationale quotes the user's words once,
// as one phrase, and says in plain words why the change answers them.

/** Wraps the user's words (or an item name) in typographic quotes. */
export function quote(text: string): string {
  return `“${text.trim()}”`;
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** A level's name for one item: 'value', 'practice'. */
export const LEVEL_SINGULAR: Readonly<Record<LevelId, string>> = {
  needs: 'need',
  values: 'value',
  principles: 'principle',
  practices: 'practice',
  tools: 'tool',
};

/** Why a named item belongs on its level, ending a sentence. */
export const LEVEL_FIT: Readonly<Record<ListLevelId, string>> = {
  values: 'it names something the system optimises for',
  principles: 'it describes how the work works, a lever the practices rely on',
  practices: 'it is something people actually do',
  tools: 'it is something people use to carry out their practices',
};

/** What an item added for a topic does for it, as the second half of a sentence. */
export const TOPIC_ROLE: Readonly<Record<ListLevelId, string>> = {
  values: 'this value makes it something the team weighs its choices against',
  principles: 'this principle is a lever for getting more of it',
  practices: 'this practice turns it into something people do regularly',
  tools: 'this tool supports the practices that deliver it',
};

/** What an item added for a setting does in it, as the second half of a sentence. */
export const SETTING_ROLE: Readonly<Record<ListLevelId, string>> = {
  values: 'this value names what such a setting asks the team to optimise for',
  principles: 'this principle holds especially well in that setting',
  practices: 'this practice is one that works well there',
  tools: 'this tool supports the practices that setting relies on',
};

/** The opening of a rationale: what the user asked for, with their words quoted as one phrase. */
export function asked(intent: FeedbackIntent): string {
  switch (intent.kind) {
    case 'add':
      return `You asked to add ${joinAnd(intent.items.map(quote))}`;
    case 'addAbout':
      return `You asked for ${withArticle(LEVEL_SINGULAR[intent.level])} about ${quote(intent.topic)}`;
    case 'remove':
      return `You asked to remove ${joinAnd(intent.items.map(quote))}`;
    case 'rename':
      return `You asked to rename ${quote(intent.from)} to ${quote(intent.to)}`;
    case 'more':
      if (intent.style === 'adjective')
        return `You asked to make ${intent.level ? `the ${intent.level}` : 'the map'} more ${quote(intent.topic)}`;
      return intent.style === 'about'
        ? `You asked for more about ${quote(intent.topic)}`
        : `You asked for more ${quote(intent.topic)}`;
    case 'moreThan':
      return `You asked for ${quote(intent.phrase)}`;
    case 'suitable':
      return `You asked to make the map suitable for ${quote(intent.audience)}`;
    case 'focus':
      return `You asked to focus on ${quote(intent.topic)}`;
    case 'moreItems':
      return `You asked for more ${intent.level}`;
    case 'specific':
      return 'You asked for more detail';
    case 'simplify':
      return 'You asked for a simpler map';
  }
}

const CADENCE =
  /\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annual|termly|nightly|morning|evening)\b/i;

/**
 * A one-sentence detail for an item the knowledge base does not know, written from what its level
 * means for this system; it never repeats the item's name back as its own explanation.
 */
export function writtenDetail(level: ListLevelId, name: string, system: string): string {
  switch (level) {
    case 'values':
      return `${system} holds to it even when another choice looks quicker or cheaper`;
    case 'principles':
      return `a cause-and-effect rule ${system} relies on; the practices below should show it at work`;
    case 'practices':
      return CADENCE.test(name)
        ? `a fixed slot in the calendar; agree who takes part, what it is for and which principle it puts into action`
        : `something ${system} does on a regular rhythm; agree who takes part and which principle it puts into action`;
    case 'tools': {
      const known = findTool(name, []);
      return known
        ? known.does
        : `used by ${system} to carry out its practices; keep it only while it serves one of them`;
    }
  }
}
