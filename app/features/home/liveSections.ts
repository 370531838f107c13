// The home page's two Dexie-backed sections, in one lazy chunk: they load together (when scrolled
// near, or after a moment), so one request instead of two on a phone's first visit.
export { FeaturedMapsGrid } from './FeaturedMapsGrid';
export { LearningPath } from './LearningPath';
