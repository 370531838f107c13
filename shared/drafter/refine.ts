import type { RefinedSpineMap, RefinementProposal, TargetSection } from '../schemas/refinement';
import { analyse } from './analyse';
import { userContext } from './draft';
import { parseFeedback, type FeedbackIntent } from './feedback';
import { ALL_ITEMS } from './knowledge';
import {
  applyAdd,
  applyAddAbout,
  applyMoreItems,
  applyRemove,
  applyRename,
  applySimplify,
  applySpecific,
} from './refineEdits';
import { LISTS, sectionTitle, type Draft, type Edit, type Scope } from './refineOps';
import { applyMoreThan, applyRemark, applySubject, applySuitable } from './refineTopics';
import { asked, joinAnd, quote } from './refineWords';
import { itemName } from './text';
import { redraftForDomain } from './redraft';

/*
 * The rule for items a person added (by hand, or in an earlier refinement): the drafter only sees
 * the current map, so it cannot tell who wrote what. It therefore never removes an item the
 * feedback does not name. The only removals are: items the feedback names ('remove Jira', a
 * rename's old name), the items about Y in 'more X than Y', and, for 'simplify', the drafter's own
 * suggestions word for word (text a person wrote or edited never matches them). Every other
 * instruction only adds, and a level stops taking suggestions at eight items.
 */

function apply(scope: Scope, intent: FeedbackIntent): void {
  switch (intent.kind) {
    case 'add':
      return applyAdd(scope, intent);
    case 'addAbout':
      return applyAddAbout(scope, intent);
    case 'remove':
      return applyRemove(scope, intent);
    case 'rename':
      return applyRename(scope, intent);
    case 'moreItems':
      return applyMoreItems(scope, intent);
    case 'specific':
      return applySpecific(scope, intent);
    case 'simplify':
      return applySimplify(scope, intent);
    case 'more':
    case 'focus':
      return applySubject(scope, intent);
    case 'moreThan':
      return applyMoreThan(scope, intent);
    case 'suitable':
      return applySuitable(scope, intent);
  }
}

// Subject words the knowledge base can steer toward, for feedback that is no instruction.
const KNOWN_TAGS: ReadonlySet<string> = new Set(
  ALL_ITEMS.flatMap((located) => located.item.tags.filter((tag) => tag.length > 3 && !tag.includes(' '))),
);

const NEGATIVE = /\b(?:less|fewer|no|not|don'?t|without|stop|avoid|never|too\s+much)\b/i;

const HOW_TO_ASK =
  'Try an instruction such as: add "weekly stand-up" to practices, remove Jira, rename Trello to Planner, make it more customer-focused, more learning than speed, make it suitable for a remote-first team, or focus on onboarding.';

/** 'adds “A” to Values and “B” to Practices': one phrase per action, grouped by level in spine order. */
function effects(edits: readonly Edit[]): string[] {
  const phrase = (action: Edit['action'], verb: string, joiner: string): string | undefined => {
    const groups = (['needs', ...LISTS] as const)
      .map(
        (level) =>
          [
            level,
            edits
              .filter((edit) => edit.action === action && edit.level === level)
              .map((edit) => quote(edit.name)),
          ] as const,
      )
      .filter(([, names]) => names.length > 0)
      .map(([level, names]) => `${joinAnd(names)} ${joiner} ${sectionTitle(level)}`);
    return groups.length > 0 ? `${verb} ${joinAnd(groups)}` : undefined;
  };
  const out = [
    phrase('added', 'adds', 'to'),
    phrase('removed', 'takes', 'off'),
    phrase('renamed', 'renames the item to', 'in'),
  ];
  if (edits.some((edit) => edit.action === 'needs')) out.push('extends the needs statement');
  if (edits.some((edit) => edit.action === 'detailed')) out.push('gives the bare items a detail');
  return out.filter((part): part is string => Boolean(part));
}

/**
 * Proposes a refinement that follows the feedback's instructions (see feedback.ts for the forms
 * understood). With a target section only that section changes. Pure: the input map is not touched.
 */
export function refineSpineMap(
  map: RefinedSpineMap,
  feedback: string,
  targetSection?: TargetSection,
): RefinementProposal {
  // Feedback that names the domain redrafts the whole map from it (redraft.ts).
  const redrafted = targetSection ? undefined : redraftForDomain(map, feedback);
  if (redrafted) return redrafted;
  const copy: RefinedSpineMap = {
    ...map,
    values: [...map.values],
    principles: [...map.principles],
    practices: [...map.practices],
    tools: [...map.tools],
  };
  const draft: Draft = {
    map: copy,
    analysis: analyse(map.systemBoundary, userContext(map.context)),
    changes: [],
    notes: [],
    log: [],
  };
  const scope: Scope = { draft, ...(targetSection ? { target: targetSection } : {}) };
  const { intents, unread } = parseFeedback(
    feedback,
    LISTS.flatMap((level) => map[level].map(itemName)),
  );

  const lines: string[] = [];
  for (const intent of intents) {
    const start = draft.log.length;
    apply(scope, intent);
    const done = effects(draft.log.slice(start));
    if (done.length > 0) lines.push(`${asked(intent)}, so the proposal ${joinAnd(done)}.`);
  }
  // A remark that is no instruction may still name a subject the knowledge base knows ('security
  // matters'); one that asks for less of something ('less speed') must not bring more of it.
  const remark = unread.join('; ');
  const wantsLess = NEGATIVE.test(remark);
  if (intents.length === 0 && remark && !wantsLess && applyRemark(scope, remark, KNOWN_TAGS)) {
    lines.push(`You wrote ${quote(remark)}, so the proposal ${joinAnd(effects(draft.log))}.`);
  } else if (remark && (intents.length > 0 || wantsLess)) {
    draft.notes.push(
      `The built-in drafter could not turn ${quote(remark)} into a change, so nothing was done for it.`,
    );
  }

  const notes = draft.notes.length > 0 ? ` ${draft.notes.join(' ')}` : '';
  if (draft.changes.length === 0) {
    const scopeText = targetSection ? ` to ${sectionTitle(targetSection)}` : '';
    return {
      summary: `No change was needed${scopeText}: the feedback did not ask for anything the map does not already have.${notes} ${HOW_TO_ASK}`,
      changes: [],
      refinedSpineMap: map,
    };
  }
  return { summary: `${lines.join(' ')}${notes}`, changes: draft.changes, refinedSpineMap: copy };
}
