// The metadata shim the bundle ships, not the full reflect-metadata polyfill: the tests exercise what runs.
import '../src/installReflectMetadata';
import '@testing-library/jest-dom';
