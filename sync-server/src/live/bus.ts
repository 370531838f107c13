import { EventEmitter } from 'node:events';
import type { EventPublisher } from '../db/sql';
import { coalesce, type LiveEvent } from './events';

// The live bus (issue 19): how what one write changed reaches every instance's live hub. One
// interface, two implementations: in process for the single SQLite instance (here), and over
// PostgreSQL's LISTEN/NOTIFY for several instances on one database (pgBus.ts).

/** Hears every event on the bus (this instance's own included). */
export type LiveListener = (event: LiveEvent) => void;

/** The bus an instance's live hub hangs on. */
export interface LiveBus {
  /** True when other instances may be on the bus (presence is then exchanged). */
  readonly shared: boolean;
  /** The storage's side: where a transaction's announced events go at commit. */
  readonly publisher: EventPublisher;
  /** Publishes an event that belongs to no transaction (presence). */
  publish(event: LiveEvent): Promise<void>;
  /** Hears every event; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  /**
   * Hears that events may have been missed (the listening connection dropped and came back):
   * every device should pull. Returns the unsubscribe.
   */
  onResync(listener: () => void): () => void;
  /** Starts listening (PostgreSQL connects); resolves when events are heard. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Listeners and their fan-out, shared by both implementations. */
export class Listeners {
  private readonly emitter = new EventEmitter<{ event: [LiveEvent]; resync: [] }>();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {
    // Listeners are the hub and tests; many apps in one test process share nothing here.
    this.emitter.setMaxListeners(0);
  }

  /** Delivers one event to every listener; one that throws never stops the others (or a commit). */
  deliver(event: LiveEvent): void {
    for (const listener of this.emitter.listeners('event')) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  resync(): void {
    for (const listener of this.emitter.listeners('resync')) {
      try {
        listener();
      } catch (error) {
        this.onError(error);
      }
    }
  }

  subscribe(listener: LiveListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  onResync(listener: () => void): () => void {
    this.emitter.on('resync', listener);
    return () => this.emitter.off('resync', listener);
  }
}

/** The single instance's bus: events of a committed transaction go straight to its listeners. */
export function createLocalBus(): LiveBus {
  const listeners = new Listeners();
  return {
    shared: false,
    publisher: {
      afterCommit: (events) => {
        for (const event of coalesce(events)) listeners.deliver(event);
      },
    },
    publish: (event) => {
      listeners.deliver(event);
      return Promise.resolve();
    },
    subscribe: (listener) => listeners.subscribe(listener),
    onResync: (listener) => listeners.onResync(listener),
    start: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
