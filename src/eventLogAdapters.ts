// One chunk for the event log's adapters, fetched with the tracking code right after load: its transport, the
// build's collector protocol (only that one: composition/collectorProtocol.ts) and the lock that keeps two tabs off
// the queue at once (two chunks would cost a second request; none is needed by the islands' first bundle).
export { WebLocksAdapter } from './adapters/browser/WebLocksAdapter';
export { FetchEventLogTransportAdapter } from './adapters/http/FetchEventLogTransportAdapter';
export { collectorProtocol } from './composition/collectorProtocol';
