/**
 * What the generalisation evaluation (issue 16) expects of each domain family: the words that name
 * its own subject, the tell-tale words that would show a draft in that family, and the families near
 * enough that their words are no mistake. Written with the cases, before the families' content.
 */
export interface FamilyWords {
  /** Words (matched at a word start, case-insensitive) that name the family's own subject. */
  readonly subject: readonly string[];
  /** Words that only a draft of this family would use: in another family's draft they show a wrong domain. */
  readonly tells: readonly string[];
  /** Families whose tells are not a mistake in this family's drafts (neighbours, or the general family). */
  readonly near?: readonly string[];
}
