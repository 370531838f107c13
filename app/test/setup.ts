// Every app test runs against a real IndexedDB implementation, not a mock.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

// jsdom has no layout, so window.scrollTo only logs "Not implemented"; the router's scroll
// restoration calls it on every navigation. A no-op keeps test output readable.
// Element.scrollIntoView is missing altogether (the admin tab row calls it on focus).
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  const element: { scrollIntoView?: unknown } = Element.prototype;
  element.scrollIntoView ??= () => {};
}

// findBy*/waitFor give up after 1 s by default: too short for a lazy route's first render on a
// loaded 2-core machine. Waits end as soon as the element appears, so a long limit costs nothing.
configure({ asyncUtilTimeout: 10_000 });
