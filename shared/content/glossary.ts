import type { GlossaryTerm } from '../schemas/glossary';

/**
 * The glossary, quick-reference terms first in spine order. The Documentation page shows the
 * six flagged `quickReference`; the rest fill out the full glossary.
 */
export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'system-boundary',
    term: 'System boundary',
    definition:
      'The part of the world a spine map covers, such as a meeting, a team, a group of teams or a whole organisation, together with what is deliberately left outside. It is agreed first, because every level depends on it.',
    quickReference: true,
    href: '/learn',
    seeAlso: ['spine', 'needs'],
  },
  {
    id: 'needs',
    term: 'Needs',
    definition:
      'Level 1. Why the system exists, stated from a named perspective: what it must achieve for those it serves and for the people in it. Needs change slowly and are not the same as wants.',
    quickReference: true,
    href: '/learn/needs',
    seeAlso: ['want', 'values'],
  },
  {
    id: 'values',
    term: 'Values',
    definition:
      'Level 2. What the system optimises for so that its needs are more likely to be met, usually one or two words each, with the primary one named first.',
    quickReference: true,
    href: '/learn/values',
    seeAlso: ['needs', 'principles'],
  },
  {
    id: 'principles',
    term: 'Principles',
    definition:
      'Level 3. Cause-and-effect truths about how work behaves, used as levers to get more of what you value. Many hold at every scale.',
    quickReference: true,
    href: '/learn/principles',
    seeAlso: ['fractal', 'heuristic', 'practices'],
  },
  {
    id: 'practices',
    term: 'Practices',
    definition:
      'Level 4. The observable behaviours and structures through which a team applies its principles. They depend on context, so no list of best practices fits everyone.',
    quickReference: true,
    href: '/learn/practices',
    seeAlso: ['principles', 'tools'],
  },
  {
    id: 'tools',
    term: 'Tools',
    definition:
      'Level 5. Whatever helps carry out practices more efficiently, especially by taking over repetitive or error-prone work. A tool that hinders a chosen practice should be replaced.',
    quickReference: true,
    href: '/learn/tools',
    seeAlso: ['practices', 'going-up-the-spine'],
  },
  {
    id: 'spine',
    term: 'Spine',
    definition:
      'The five levels chained from Needs down to Tools, each giving the reason for the one below it. The name comes from the way the levels stack like vertebrae.',
    quickReference: false,
    href: '/learn',
    seeAlso: ['crooked-spine', 'system-boundary'],
  },
  {
    id: 'going-up-the-spine',
    term: 'Going up the spine',
    definition:
      'Moving a stuck conversation to a higher level until the people involved agree, then coming back down together. An argument about tools often dissolves once the need behind them is named.',
    quickReference: false,
    seeAlso: ['spine', 'tools'],
  },
  {
    id: 'crooked-spine',
    term: 'Crooked spine',
    definition:
      'A spine bent towards one end. Teams stuck at Practices and Tools act on hidden, mismatched ideas of purpose; teams stuck at Needs and Values struggle to deliver. Starting at Needs and working down, repeatedly, straightens it.',
    quickReference: false,
    seeAlso: ['spine', 'going-up-the-spine'],
  },
  {
    id: 'want',
    term: 'Want',
    definition:
      'A need already tied to one particular way of meeting it, such as money or a specific product. Asking what you would have once you had enough of it leads back to the need.',
    quickReference: false,
    href: '/learn/needs',
    seeAlso: ['needs'],
  },
  {
    id: 'heuristic',
    term: 'Heuristic',
    definition:
      'A flexible rule of thumb that guides behaviour without prescribing it. They are easiest to remember in threes, for example: increase feedback, shrink batches, pull work. A set of heuristics can serve as a boundary for the levels below.',
    quickReference: false,
    seeAlso: ['enabling-constraint', 'principles'],
  },
  {
    id: 'enabling-constraint',
    term: 'Enabling constraint',
    definition:
      'A limit that creates freedom instead of removing it. Leaders set the boundary and state needs, values, principles or heuristics; the people doing the work then choose their own practices and tools within those limits.',
    quickReference: false,
    seeAlso: ['heuristic', 'system-boundary'],
  },
  {
    id: 'archetype',
    term: 'Archetype',
    definition:
      'A well-known way of working, such as Scrum or Extreme Programming, mapped onto the five levels. Useful for comparing approaches or as a starting point to adapt through experiments.',
    quickReference: false,
    href: '/archetypes',
    seeAlso: ['spine'],
  },
  {
    id: 'fractal',
    term: 'Fractal',
    definition:
      'Holding true at every scale. Many principles are fractal (smaller batches speed feedback for a person, a team or a company), and spines themselves can be drawn for an organisation, an initiative, a team or one individual.',
    quickReference: false,
    seeAlso: ['principles', 'spine'],
  },
];

/** The six terms for the Documentation page's quick-reference card, in spine order. */
export const QUICK_REFERENCE_TERMS: readonly GlossaryTerm[] = GLOSSARY.filter(
  (entry) => entry.quickReference,
);
