import type { INDUSTRIES } from '../labels';
import type { ListLevelId } from '../levels';

/** One candidate list item of the knowledge base, parsed once at module load. */
export interface KnowledgeItem {
  readonly name: string;
  readonly detail: string;
  /** Normalised words that make this item relevant (its own name words plus its #tags). */
  readonly tags: readonly string[];
  /** Position in its domain list: earlier items are the more canonical ones. */
  readonly rank: number;
}

/** One coherent needs statement: who is served, what the system does for them, and why it matters. */
export interface NeedSource {
  /** Whose perspective the need is stated from ('the pupils in year 5 and their parents'). */
  readonly who: string;
  /** A verb phrase completing '… exists to'. */
  readonly purpose: string;
  /** A clause completing '… so that'. */
  readonly benefit: string;
}

/** A domain's raw content as its file writes it: items are 'Name: detail #tag #tag'. */
export interface DomainSource {
  readonly id: string;
  readonly label: string;
  readonly industry?: (typeof INDUSTRIES)[number];
  /**
   * The id of the general domain this one specialises (primary care within healthcare). The general
   * one never blends into this one's maps: its items would only restate these in broader words.
   */
  readonly within?: string;
  /** Words or short phrases (lower case) with their weight as evidence for this domain. */
  readonly keywords: Readonly<Record<string, number>>;
  /** The ISIC Rev. 4 section or division the family stands for ('R91'), when it is an industry. */
  readonly isic?: string;
  /** How the map names the assumed domain, to be corrected: 'a public library' ('Drafted as …'). */
  readonly assumedAs?: string;
  /**
   * WordNet nouns (lower case) whose hyponyms belong here, with their weight: 'musical group' makes a
   * choir performing arts. A boundary's nouns are walked up their hypernyms to the first anchor.
   */
  readonly anchors?: Readonly<Record<string, number>>;
  /** Nouns of the family's own subject (books, medicines): what a map of it should talk about. */
  readonly subject?: readonly string[];
  /**
   * Whole needs statements in parts, each written to read as one sentence:
   * 'From the perspective of {who}, {system} exists to {purpose} so that {benefit}.'
   */
  readonly needs: readonly NeedSource[];
  readonly values: readonly string[];
  readonly principles: readonly string[];
  readonly practices: readonly string[];
  readonly tools: readonly string[];
}

/** A domain ready for scoring: items parsed, keywords normalised. */
export interface Domain extends Omit<DomainSource, ListLevelId | 'keywords' | 'anchors'> {
  readonly keywords: ReadonlyMap<string, number>;
  readonly anchors: ReadonlyMap<string, number>;
  readonly items: Readonly<Record<ListLevelId, readonly KnowledgeItem[]>>;
}

/** A context signal (remote, regulated, …): words that reveal it, tags it boosts, items it brings. */
export interface SignalSource {
  readonly id: string;
  readonly words: readonly string[];
  readonly boosts: readonly string[];
  readonly values: readonly string[];
  readonly principles: readonly string[];
  readonly practices: readonly string[];
  readonly tools: readonly string[];
}

/** A signal ready for scoring. */
export interface Signal extends Omit<SignalSource, ListLevelId | 'words' | 'boosts'> {
  readonly words: readonly string[];
  readonly boosts: readonly string[];
  readonly items: Readonly<Record<ListLevelId, readonly KnowledgeItem[]>>;
}
