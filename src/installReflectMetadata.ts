import { installReflectMetadata } from './reflectMetadata';

// Must run before the first decorated class is defined. boot.ts imports this module first, and inversify's own
// `import 'reflect-metadata/lite'` resolves here too (package.json "alias" for Parcel, moduleNameMapper for Jest),
// so the full polyfill is never bundled.
installReflectMetadata(Reflect);
