// Every app test runs against a real IndexedDB implementation, not a mock.
import 'fake-indexeddb/auto';
