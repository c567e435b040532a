// One chunk for measuring web vitals, fetched right after load: the adapter and the recording code travel
// together (two chunks cost a second request and about 0.2 KB gzip more); the library is a chunk of its own.
export { BrowserVitalsBufferAdapter } from './adapters/browser/BrowserVitalsBufferAdapter';
export { WebVitalsAdapter } from './adapters/browser/WebVitalsAdapter';
export { recordWebVitals } from './application/telemetry/recordWebVitals';
