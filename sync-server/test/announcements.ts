import type { Storage } from '../src/db/repositories';
import type { ChangeEvent } from '../src/live/events';

/** Records what the storage publishes at commit, on either backend, until `stop()`. */
export function recordAnnouncements(storage: Storage) {
  const announced: ChangeEvent[] = [];
  const { publisher } = storage.bus;
  storage.db.setPublisher({
    // Group commit notifies in SQL on the bus's channel (pushGroup.ts): not recorded here.
    ...(publisher.channel === undefined ? {} : { channel: publisher.channel }),
    beforeCommit: async (events, connection) => {
      announced.push(...events);
      await publisher.beforeCommit?.(events, connection);
    },
    afterCommit: (events) => {
      announced.push(...events);
      publisher.afterCommit?.(events);
    },
  });
  return { announced, stop: () => storage.db.setPublisher(publisher) };
}
