import type { SpineMap } from '../../shared/schemas/spineMap';

/** A small stored map for editor and sync tests: one item in each list. */
export const sampleMap: SpineMap = {
  id: 'map-1',
  shareId: 'share-1',
  title: 'Support desk',
  systemBoundary: 'Our support team',
  needs: 'Customers get unstuck quickly',
  values: ['Speed'],
  principles: ['Small batches'],
  practices: ['Daily triage'],
  tools: ['Help desk'],
  visibility: 'unlisted',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ownerId: null,
  rev: 1,
  deletedAt: null,
};
