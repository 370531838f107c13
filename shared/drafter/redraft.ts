import type { RefinedSpineMap, RefinementProposal } from '../schemas/refinement';
import { analyse } from './analyse';
import { draftExplained, userContext } from './draft';
import { GENERIC_DOMAIN } from './knowledge';
import type { Domain } from './types';

// A refinement that names the domain ('redo it for a library branch', 'it is a choir, not a
// retrospective') redrafts the map from that domain (issue 16): the user's word beats any guess.

const REDO =
  /\b(?:re-?do|re-?draft|re-?write|draft|write|make|start again|try again)\b(?:\s+(?:it|this|the map|that))?(?:\s+again)?\s+(?:for|as|about)\s+(?:an?\s+|the\s+|our\s+|my\s+)?([^.;!?]+)/i;
const IT_IS =
  /\b(?:it|this|we)\s*(?:is|'s|’s|are|'re|’re)\s+(?:actually\s+|really\s+)?(?:an?\s+|the\s+|our\s+)?(?!not\b)([^,.;!?]+?)(?:,?\s+not\b.*)?$/i;
const NOT_X_BUT_Y =
  /\bnot\s+(?:an?\s+)?[^,.;]+?,\s*(?:it\s*(?:is|'s|’s)\s+|but\s+)?(?:an?\s+|the\s+)?([^,.;!?]+)/i;

/** The domain a feedback names, with the words it used; undefined when it names none with confidence. */
export function namedDomain(feedback: string): { domain: Domain; phrase: string } | undefined {
  const text = feedback.trim();
  const match = REDO.exec(text) ?? NOT_X_BUT_Y.exec(text) ?? IT_IS.exec(text);
  const phrase = match?.[1]?.trim();
  if (!phrase || phrase.split(/\s+/).length > 8) return undefined;
  const analysis = analyse(phrase);
  if (analysis.primary === GENERIC_DOMAIN || analysis.verdict === 'thin') return undefined;
  return { domain: analysis.primary, phrase };
}

/** Redrafts a map from the domain the feedback names, or undefined when it names none. */
export function redraftForDomain(map: RefinedSpineMap, feedback: string): RefinementProposal | undefined {
  const named = namedDomain(feedback);
  if (!named) return undefined;
  const context = userContext(map.context);
  const { map: fresh } = draftExplained(
    { systemBoundary: map.systemBoundary, ...(context ? { context } : {}) },
    named.domain,
  );
  const as = named.domain.assumedAs ?? `a ${named.domain.label.toLowerCase()}`;
  const refined: RefinedSpineMap = { ...fresh, title: map.title, ...(context ? { context } : {}) };
  if (!context) delete (refined as { context?: string }).context;
  const sections = ['Needs', 'Values', 'Principles', 'Practices', 'Tools'];
  return {
    summary: `Redrafted as ${as}, as you said (“${named.phrase}”). Check the new items, then apply or reject.`,
    changes: sections.map((section) => ({
      section,
      change: `Redrafted the ${section.toLowerCase()} for ${as}`,
      reasoning: `You named the domain: “${named.phrase}”.`,
    })),
    refinedSpineMap: refined,
  };
}
