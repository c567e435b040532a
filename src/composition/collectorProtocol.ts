import type { CollectorEncoding, CollectorProtocol } from '../adapters/http/collectorProtocol';
import type { CollectorSettings } from '../adapters/http/collectorSettings';
import type { otlpCollectorProtocol } from '../adapters/http/otlpCollectorProtocol';
import type { segmentCollectorProtocol } from '../adapters/http/segmentCollectorProtocol';
import type { snowplowCollectorProtocol } from '../adapters/http/snowplowCollectorProtocol';
import { tabijiCollectorEncoding, tabijiCollectorProtocol } from '../adapters/http/tabijiCollectorProtocol';

/** The collector protocols a build can speak (TABIJI_EVENT_LOG_PROTOCOL): Tabiji's own JSON, or a standard one. */
export const COLLECTOR_PROTOCOLS = ['tabiji', 'snowplow', 'segment', 'otlp'] as const;
export type CollectorProtocolName = (typeof COLLECTOR_PROTOCOLS)[number];

type SnowplowModule = { snowplowCollectorProtocol: typeof snowplowCollectorProtocol };
type SegmentModule = { segmentCollectorProtocol: typeof segmentCollectorProtocol };
type OtlpModule = { otlpCollectorProtocol: typeof otlpCollectorProtocol };

/**
 * The collector protocol the build was made with (TABIJI_EVENT_LOG_PROTOCOL), as the identity adapter is chosen
 * (islandPortBindings.ts): Parcel inlines the variable and drops the branches not taken, so a bundle carries only
 * its own protocol's code. Imported only by the event log's chunk (eventLogAdapters.ts) and the claim program, never
 * by the entry. scripts/build.mjs always sets the variable; unbuilt (unit tests), `name` decides. Tabiji's own, the
 * default, is imported: a module Parcel reaches by require is wrapped, and the bundle then carries Parcel's module
 * registry (some 300 bytes gzip on the claim program); a build of another protocol drops the unused import.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- an import would keep every protocol in every bundle */
export function collectorProtocol(name: CollectorProtocolName, settings: CollectorSettings): CollectorProtocol {
  // Each branch one return statement: Parcel drops the branch not taken, and its require with it.
  if (process.env.TABIJI_EVENT_LOG_PROTOCOL === 'snowplow') return (require('../adapters/http/snowplowCollectorProtocol') as SnowplowModule).snowplowCollectorProtocol(settings);
  if (process.env.TABIJI_EVENT_LOG_PROTOCOL === 'segment') return (require('../adapters/http/segmentCollectorProtocol') as SegmentModule).segmentCollectorProtocol(settings);
  if (process.env.TABIJI_EVENT_LOG_PROTOCOL === 'otlp') return (require('../adapters/http/otlpCollectorProtocol') as OtlpModule).otlpCollectorProtocol(settings);
  if (process.env.TABIJI_EVENT_LOG_PROTOCOL === 'tabiji') return tabijiCollectorProtocol;
  if (name === 'snowplow') return (require('../adapters/http/snowplowCollectorProtocol') as SnowplowModule).snowplowCollectorProtocol(settings);
  if (name === 'segment') return (require('../adapters/http/segmentCollectorProtocol') as SegmentModule).segmentCollectorProtocol(settings);
  if (name === 'otlp') return (require('../adapters/http/otlpCollectorProtocol') as OtlpModule).otlpCollectorProtocol(settings);
  return tabijiCollectorProtocol;
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * What the claim program's beacon needs of the build's protocol: its encoding alone (a beacon never reads the
 * collector's answer). `settings` is read only by a standard protocol: Tabiji's own build parses none of them.
 */
export function collectorEncoding(name: CollectorProtocolName, settings: () => CollectorSettings): CollectorEncoding {
  const isTabiji = process.env.TABIJI_EVENT_LOG_PROTOCOL === undefined ? name === 'tabiji' : process.env.TABIJI_EVENT_LOG_PROTOCOL === 'tabiji';
  return isTabiji ? tabijiCollectorEncoding : collectorProtocol(name, settings());
}
