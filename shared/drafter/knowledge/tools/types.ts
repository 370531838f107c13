/** Tools that people in some domains name, each written 'Name: what it does #tag #tag'. */
export interface ToolGroup {
  /** The domains whose practices carry the tools' tags (generic and signal practices count too). */
  readonly domains: readonly string[];
  /** When true, these readings hold only with one of the domains on the map ('CAD' dispatches in a control room). */
  readonly only?: boolean;
  /** When true, the names are everyday words ('Teams', 'Harvest') that match only when written whole. */
  readonly whole?: boolean;
  /**
   * 'Name: what it does #tag #tag': the clause reads after the name in the map, and the tags (most
   * specific first, so the tool's main job finds its practice first) are tags its domains' practices carry.
   */
  readonly tools: readonly string[];
}
