/**
 * A schema built on first use. Building a zod schema runs a constructor per check and per field,
 * and a module's schemas are built when its chunk is evaluated: on a phone the data layer's schemas
 * made the task that loads a page's data chunk a long one (issue 17: Total Blocking Time on the
 * share page and the generator). Wrapped, a schema costs nothing until something parses with it,
 * reads its shape or builds on it; the proxy then forwards every operation to the built schema, so
 * callers, `z.infer` and composition see a plain zod schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  const target = once(build);
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may report a property as non-configurable only when its own target has it so.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
  });
}

/** A value made on first call and kept: for module-level values that read a schema (see above). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
