// The shape of one protocol's stand-in collector (snowplow.mjs, segment.mjs, otlp.mjs), served by
// demo/stand-ins/collector.mjs: the endpoint a build of that protocol posts to, read as the real collector reads it.

/**
 * @typedef {object} Received  what one request delivered, or why it was refused
 * @property {number} status  the HTTP status the real collector would answer
 * @property {unknown} answer  the JSON body it would answer (an object), or null for none
 * @property {object[]} events  the protocol's own events it accepted, as they arrived (listed at GET /received)
 * @property {object[]} records  those events read back as Tabiji's event-log records (the inverse of the adapter's
 *   mapping: every field, `data` included, exactly as the page made it), in the same order
 * @property {number} dropped  the count of records the page reported dropped, where the request carried one
 */

/**
 * @typedef {object} StandInProtocol
 * @property {string} name  snowplow | segment | otlp
 * @property {string} endpointPath  the path the protocol posts to (e.g. /com.snowplowanalytics.snowplow/tp2)
 * @property {string[]} contentTypes  the media types the collector takes (lower case, no parameters)
 * @property {number} maxBodyBytes  the largest body the real collector takes (413 past it)
 * @property {(body: string, headers: Record<string, string | string[] | undefined>) => Received} receive
 *   validates a request as the real collector does (the published schema and limits) and reads it
 */

export {};
