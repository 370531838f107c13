import type { ExampleMap } from '../../schemas/exampleMap';
import type { SpineMap } from '../../schemas/spineMap';
import { DELIVERY_EXAMPLE_MAPS } from './delivery';
import { OPERATIONS_EXAMPLE_MAPS } from './operations';

// Seed data lives in one file per family of work; the ids are stable because the server seeds them
// as public maps and shared links point at them.

/** Curated public maps for the example library (spec §2), spanning every industry and team size. */
export const EXAMPLE_MAPS: readonly ExampleMap[] = [...OPERATIONS_EXAMPLE_MAPS, ...DELIVERY_EXAMPLE_MAPS];

/**
 * Turns an example into the public, ownerless map the server seeds. shareId equals id so links
 * to examples survive a reseed on another server.
 */
export function exampleToSpineMap(example: ExampleMap): SpineMap {
  return {
    ...example,
    shareId: example.id,
    updatedAt: example.createdAt,
    ownerId: null,
    rev: 1,
    deletedAt: null,
  };
}
