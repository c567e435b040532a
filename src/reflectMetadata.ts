/** A property of the target, or undefined for the target itself. */
type MetadataProperty = string | symbol | undefined;

/**
 * The part of the Reflect metadata API (the `reflect-metadata` package) that Tabiji's bundle needs. inversify and
 * its @inversifyjs packages call `defineMetadata` and `getOwnMetadata` (class and parameter metadata, the
 * binding-id counter on `Object`) and wrap `getMetadata`. `hasOwnMetadata`, `getOwnMetadataKeys` and
 * `deleteMetadata` are there for `reflect-metadata` itself: loaded by the host page after Tabiji, it adopts an
 * existing API through exactly these "own" methods (its fallback provider) and would throw without them.
 */
export interface ReflectMetadata {
  /** Stores `value` under `key` on `target` itself (and `propertyKey`, when given), replacing any earlier value. */
  defineMetadata(key: unknown, value: unknown, target: object, propertyKey?: MetadataProperty): void;
  /** The value stored under `key` on `target` itself (and `propertyKey`); undefined when there is none. */
  getOwnMetadata(key: unknown, target: object, propertyKey?: MetadataProperty): unknown;
  /** As getOwnMetadata, else from the nearest prototype (for a class: the nearest base class) that has it. */
  getMetadata(key: unknown, target: object, propertyKey?: MetadataProperty): unknown;
  /** Whether `target` itself has a value under `key` (an undefined value counts). */
  hasOwnMetadata(key: unknown, target: object, propertyKey?: MetadataProperty): boolean;
  /** The keys stored on `target` itself, in the order they were first defined. */
  getOwnMetadataKeys(target: object, propertyKey?: MetadataProperty): unknown[];
  /** Removes `key` from `target` itself; false when there was nothing to remove. */
  deleteMetadata(key: unknown, target: object, propertyKey?: MetadataProperty): boolean;
}

const METHODS: readonly (keyof ReflectMetadata)[] = [
  'defineMetadata',
  'getOwnMetadata',
  'getMetadata',
  'hasOwnMetadata',
  'getOwnMetadataKeys',
  'deleteMetadata',
];

/**
 * A metadata store of its own, kept as `reflect-metadata` keeps it: per target (held weakly), then per property
 * key (undefined for the target itself), then per metadata key. About 0.2 KB gzip where the package's polyfill took
 * 2.2 KB of the islands' first bundle.
 */
export function createReflectMetadata(): ReflectMetadata {
  const byTarget = new WeakMap<object, Map<MetadataProperty, Map<unknown, unknown>>>();
  const ownTable = (target: object, propertyKey: MetadataProperty) => byTarget.get(target)?.get(propertyKey);

  return {
    defineMetadata(key, value, target, propertyKey) {
      let byProperty = byTarget.get(target);
      if (!byProperty) byTarget.set(target, (byProperty = new Map()));
      let table = byProperty.get(propertyKey);
      if (!table) byProperty.set(propertyKey, (table = new Map()));
      table.set(key, value);
    },
    getOwnMetadata: (key, target, propertyKey) => ownTable(target, propertyKey)?.get(key),
    getMetadata(key, target, propertyKey) {
      for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
        const table = ownTable(current, propertyKey);
        if (table?.has(key)) return table.get(key);
      }
      return undefined;
    },
    hasOwnMetadata: (key, target, propertyKey) => ownTable(target, propertyKey)?.has(key) ?? false,
    getOwnMetadataKeys: (target, propertyKey) => [...(ownTable(target, propertyKey)?.keys() ?? [])],
    deleteMetadata: (key, target, propertyKey) => ownTable(target, propertyKey)?.delete(key) ?? false,
  };
}

/**
 * Gives `reflect` (the global `Reflect`) the metadata API unless it already has all of it: a host page that
 * loaded `reflect-metadata` first keeps its store, and inversify shares it, as it did with the full polyfill.
 */
export function installReflectMetadata(reflect: object): void {
  const current = reflect as Partial<Record<keyof ReflectMetadata, unknown>>;
  if (METHODS.every((name) => typeof current[name] === 'function')) return;
  Object.assign(reflect, createReflectMetadata());
}
