/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Container, inject, injectable, injectFromBase } from 'inversify';
import { createReflectMetadata, installReflectMetadata } from '../src/reflectMetadata';

describe('createReflectMetadata', () => {
  it('keeps values per target, per property key and per metadata key', () => {
    const metadata = createReflectMetadata();
    const target = {};
    const other = {};
    const symbolKey = Symbol('property');
    metadata.defineMetadata('kind', 'class', target);
    metadata.defineMetadata('kind', 'property', target, 'name');
    metadata.defineMetadata('kind', 'symbol property', target, symbolKey);
    metadata.defineMetadata('count', 3, target);

    expect(metadata.getOwnMetadata('kind', target)).toBe('class');
    expect(metadata.getOwnMetadata('kind', target, 'name')).toBe('property');
    expect(metadata.getOwnMetadata('kind', target, symbolKey)).toBe('symbol property');
    expect(metadata.getOwnMetadata('count', target)).toBe(3);
    expect(metadata.getOwnMetadata('count', target, 'name')).toBeUndefined();
    expect(metadata.getOwnMetadata('kind', other)).toBeUndefined();
    expect(metadata.getOwnMetadata('kind', target, 'other')).toBeUndefined();
  });

  it('replaces a value, and takes any value as a key (inversify uses strings and symbols)', () => {
    const metadata = createReflectMetadata();
    const key = Symbol('key');
    metadata.defineMetadata(key, 1, Object);
    metadata.defineMetadata(key, 2, Object);
    expect(metadata.getOwnMetadata(key, Object)).toBe(2);
    expect(metadata.getOwnMetadata(Symbol('key'), Object)).toBeUndefined();
  });

  it('stores a defined undefined value as present, so an own undefined hides an inherited value', () => {
    const metadata = createReflectMetadata();
    class Base {}
    class Derived extends Base {}
    metadata.defineMetadata('key', 'base', Base);
    metadata.defineMetadata('key', undefined, Derived);
    expect(metadata.getMetadata('key', Derived)).toBeUndefined();
  });

  it('separates own from inherited lookup: getOwnMetadata never reads a base class, getMetadata does', () => {
    const metadata = createReflectMetadata();
    class Base {}
    class Middle extends Base {}
    class Derived extends Middle {}
    metadata.defineMetadata('key', 'base', Base);
    metadata.defineMetadata('key', 'base method', Base.prototype, 'method');

    expect(metadata.getOwnMetadata('key', Derived)).toBeUndefined();
    expect(metadata.getMetadata('key', Derived)).toBe('base');
    expect(metadata.getMetadata('key', Derived.prototype, 'method')).toBe('base method');
    expect(metadata.getOwnMetadata('key', Derived.prototype, 'method')).toBeUndefined();

    metadata.defineMetadata('key', 'middle', Middle);
    expect(metadata.getMetadata('key', Derived)).toBe('middle');
    expect(metadata.getOwnMetadata('key', Base)).toBe('base');
    expect(metadata.getMetadata('missing', Derived)).toBeUndefined();
  });

  it('answers the "own" questions reflect-metadata asks of an API it adopts: has, keys, delete', () => {
    const metadata = createReflectMetadata();
    const target = {};
    expect(metadata.hasOwnMetadata('first', target)).toBe(false);
    expect(metadata.getOwnMetadataKeys(target)).toEqual([]);
    metadata.defineMetadata('first', undefined, target);
    metadata.defineMetadata('second', 2, target);
    metadata.defineMetadata('property', 3, target, 'name');
    expect(metadata.hasOwnMetadata('first', target)).toBe(true);
    expect(metadata.hasOwnMetadata('property', target)).toBe(false);
    expect(metadata.getOwnMetadataKeys(target)).toEqual(['first', 'second']);
    expect(metadata.getOwnMetadataKeys(target, 'name')).toEqual(['property']);
    expect(metadata.deleteMetadata('first', target)).toBe(true);
    expect(metadata.deleteMetadata('first', target)).toBe(false);
    expect(metadata.deleteMetadata('first', {})).toBe(false);
    expect(metadata.getOwnMetadataKeys(target)).toEqual(['second']);
  });

  it('keeps each store separate', () => {
    const first = createReflectMetadata();
    const second = createReflectMetadata();
    first.defineMetadata('key', 'first', Object);
    expect(second.getOwnMetadata('key', Object)).toBeUndefined();
  });
});

describe('installReflectMetadata', () => {
  it('gives an object without the metadata API a working one', () => {
    const reflect: Record<string, unknown> = {};
    installReflectMetadata(reflect);
    const api = reflect as unknown as ReturnType<typeof createReflectMetadata>;
    api.defineMetadata('key', 'value', Object);
    expect(api.getOwnMetadata('key', Object)).toBe('value');
  });

  it('keeps a complete metadata API already there (a host page that loads reflect-metadata keeps its store)', () => {
    const host = createReflectMetadata();
    const reflect = { ...host };
    installReflectMetadata(reflect);
    expect(reflect.getOwnMetadata).toBe(host.getOwnMetadata);
    expect(reflect.defineMetadata).toBe(host.defineMetadata);
  });

  it('replaces a partial one, so all three methods share one store', () => {
    const reflect: Record<string, unknown> = { getOwnMetadata: () => 'stale' };
    installReflectMetadata(reflect);
    const api = reflect as unknown as ReturnType<typeof createReflectMetadata>;
    api.defineMetadata('key', 'value', Object);
    expect(api.getOwnMetadata('key', Object)).toBe('value');
  });
});

describe('inversify on the shim alone', () => {
  it('runs with the shim as the global metadata API, not the full polyfill (tests/setup.ts, Jest moduleNameMapper)', () => {
    const reflect = Reflect as unknown as Record<string, unknown>;
    expect(typeof reflect['getOwnMetadata']).toBe('function');
    // reflect-metadata (full or lite) would have added its decorator helpers too.
    expect(reflect['decorate']).toBeUndefined();
    expect(reflect['metadata']).toBeUndefined();
  });

  it('injects constructor parameters by token, and a base class\'s into a class marked @injectFromBase', () => {
    const NAME = Symbol('name');
    @injectable()
    class Greeter {
      constructor(@inject(NAME) readonly name: string) {}
    }
    @injectable()
    @injectFromBase()
    class LoudGreeter extends Greeter {}
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(NAME).toConstantValue('Ada');
    container.bind(Greeter).toSelf();
    container.bind(LoudGreeter).toSelf();

    expect(container.get(Greeter).name).toBe('Ada');
    expect(container.get(LoudGreeter).name).toBe('Ada');
    expect(container.get(Greeter)).toBe(container.get(Greeter));
    expect(container.get(LoudGreeter)).not.toBe(container.get(Greeter));
  });

  it('provides every Reflect metadata method the installed inversify packages call', () => {
    const root = path.join(__dirname, '..', 'node_modules');
    const packages = ['inversify', ...['common', 'container', 'core', 'plugin', 'prototype-utils', 'reflect-metadata-utils'].map((name) => `@inversifyjs/${name}`)];
    const called = new Set<string>();
    for (const name of packages) {
      for (const format of ['esm', 'cjs']) {
        const code = readFileSync(path.join(root, name, 'lib', format, 'index.js'), 'utf8');
        for (const [, method] of code.matchAll(/Reflect\.(\w*Metadata\w*)/g)) called.add(method as string);
      }
    }
    expect(called.size).toBeGreaterThan(0);
    for (const method of called) expect(Object.keys(createReflectMetadata())).toContain(method);
  });
});
