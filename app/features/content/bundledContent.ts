import { ARCHETYPES } from '../../../shared/content/archetypes';
import { EXAMPLE_MAPS, exampleToSpineMap } from '../../../shared/content/examples';
import { TEMPLATES } from '../../../shared/content/templates';
import type { Archetype } from '../../../shared/schemas/archetype';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import type { Template } from '../../../shared/schemas/template';

// The bundled catalogue, imported lazily (its own chunk, precached by the service worker) so the
// first paint stays small and every catalogue screen still works offline after one visit.

/** The catalogue rows as the app caches them. */
export interface CatalogueBundle {
  templates: readonly Template[];
  archetypes: readonly Archetype[];
  examples: readonly SpineMap[];
}

/** FNV-1a over the serialised content: changes whenever any seed text changes, so devices reseed. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The seed content shipped with this build. */
export const BUNDLED_CATALOGUE: CatalogueBundle = {
  templates: TEMPLATES,
  archetypes: ARCHETYPES,
  examples: EXAMPLE_MAPS.map(exampleToSpineMap),
};

/** Identifies this build's seed content. */
export const BUNDLED_CATALOGUE_VERSION = fingerprint(JSON.stringify(BUNDLED_CATALOGUE));
