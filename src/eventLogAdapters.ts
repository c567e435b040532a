// One chunk for the event log's adapters, fetched with the tracking code right after load: its transport and the
// lock that keeps two tabs off the queue at once (two chunks would cost a second request; neither is needed by the
// islands' first bundle).
export { WebLocksAdapter } from './adapters/browser/WebLocksAdapter';
export { FetchEventLogTransportAdapter } from './adapters/http/FetchEventLogTransportAdapter';
