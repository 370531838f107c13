// Heads with two everyday senses that belong to two families ('library': books, or code), and the
// words around them that pick the second. WordNet's compact lexicon keeps only the first senses, so
// the boundary's other words must say which is meant: 'I maintain a library with 600 open issues on
// GitHub' is code, 'a library branch with a children's corner' books.

interface SecondSense {
  /** The head, normalised. */
  readonly head: string;
  /** A keyword of the second sense's family that stands in for the head. */
  readonly as: string;
  /** Words of the boundary (normalised) that mean the second sense. */
  readonly cues: readonly string[];
}

const SECOND_SENSES: readonly SecondSense[] = [
  {
    head: 'library',
    as: 'open source',
    cues: [
      'github',
      'gitlab',
      'contributor',
      'pull request',
      'npm',
      'pypi',
      'maintainer',
      'repo',
      'repository',
    ],
  },
  {
    head: 'theatre',
    as: 'operating theatre',
    cues: ['hospital', 'surgical', 'surgery', 'anaesthetic', 'anaesthetics', 'patient', 'scrub', 'surgeon'],
  },
];

/** The keyword that stands in for the head when the boundary's other words mean its second sense. */
export function secondSense(head: string | undefined, terms: ReadonlySet<string>): string | undefined {
  const sense = SECOND_SENSES.find((candidate) => candidate.head === head);
  return sense?.cues.some((cue) => terms.has(cue)) ? sense.as : undefined;
}
