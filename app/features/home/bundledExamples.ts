import type { SpineMap } from '../../../shared/schemas/spineMap';

let bundled: Promise<SpineMap[]> | undefined;

/**
 * The examples bundled with the app, loaded on demand (they are not in the home chunk). Used when
 * Dexie has nothing yet, e.g. the very first visit before the library has been seeded.
 */
export function loadBundledExamples(): Promise<SpineMap[]> {
  bundled ??= import('../../../shared/content/examples').then((module) =>
    module.EXAMPLE_MAPS.map((example) => module.exampleToSpineMap(example)),
  );
  return bundled;
}
