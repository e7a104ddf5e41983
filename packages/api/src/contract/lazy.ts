/**
 * A schema (or a shape of schemas that several objects spread) built the first time anything
 * reads it, and the same object for every reader after.
 *
 * Zod builds a schema's internals when it is constructed, and the contract declares hundreds of
 * them (every call's request and response, every entity). Built at import, they were the largest
 * part of a first visit's start-up task: about 25 ms of a 90 ms module evaluation on this machine,
 * 100 ms with the CPU slowed to a phone's (issue 16). A page makes a handful of calls; the rest of
 * the contract is never used there. Wrapped in `lazySchema`, a schema costs nothing until a call
 * checks its input or reads its answer, or another schema that uses it is built. `import-cost.test.ts`
 * holds the contract to it: importing it calls no zod function.
 *
 * The stand-in forwards every operation to the built schema, so it behaves as the schema does:
 * `parse`, `safeParse`, `check`, `_zod`, `instanceof z.core.$ZodObject` (zod's `instanceof` reads
 * `_zod.traits`), spreading its `shape`, and composing it into other schemas.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // reported as configurable: the stand-in itself holds no property, and a proxy may not
    // report a fixed one that its target lacks
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
