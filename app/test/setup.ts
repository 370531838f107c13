// Every app test runs against a real IndexedDB implementation, not a mock.
import 'fake-indexeddb/auto';

// jsdom has no layout, so window.scrollTo only logs "Not implemented"; the router's scroll
// restoration calls it on every navigation. A no-op keeps test output readable.
if (typeof window !== 'undefined') window.scrollTo = () => {};
