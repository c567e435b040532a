/**
 * @jest-environment node
 */
import { Container, inject, injectable } from 'inversify';
import type { ReflectMetadata } from '../src/reflectMetadata';

const reflect = Reflect as unknown as ReflectMetadata;

// A host page may load the full reflect-metadata after Tabiji has installed its shim (tests/setup.ts has, as
// boot.ts does). reflect-metadata then adopts the shim's store through its "own" methods: metadata written
// before stays readable, and inversify keeps resolving. (Its own file: loading the polyfill changes this
// file's global Reflect.)
describe('reflect-metadata loaded after the shim', () => {
  it('adopts the shim\'s metadata, and inversify keeps working', async () => {
    const NAME = Symbol('name');
    @injectable()
    class Before {
      constructor(@inject(NAME) readonly name: string) {}
    }
    const shimDefine = reflect.defineMetadata;
    reflect.defineMetadata('written-before', 'yes', Before);

    await import('reflect-metadata');
    expect(reflect.defineMetadata).not.toBe(shimDefine);
    expect(reflect.getMetadata('written-before', Before)).toBe('yes');
    expect(reflect.getOwnMetadataKeys(Before)).toContain('written-before');

    @injectable()
    class After {
      constructor(@inject(NAME) readonly name: string) {}
    }
    const container = new Container();
    container.bind(NAME).toConstantValue('Ada');
    container.bind(Before).toSelf();
    container.bind(After).toSelf();
    expect(container.get(Before).name).toBe('Ada');
    expect(container.get(After).name).toBe('Ada');
  });
});
