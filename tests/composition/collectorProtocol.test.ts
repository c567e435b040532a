import { tabijiCollectorEncoding, tabijiCollectorProtocol } from '../../src/adapters/http/tabijiCollectorProtocol';
import { collectorEncoding, collectorProtocol } from '../../src/composition/collectorProtocol';
import { sampleRecord } from '../sampleRecord';

// Unbuilt (as here) the name decides; a build inlines TABIJI_EVENT_LOG_PROTOCOL and keeps one branch.
const settings = { appId: 'tabiji-test', writeKey: 'test-write-key' };
const original = process.env['TABIJI_EVENT_LOG_PROTOCOL'];
beforeEach(() => delete process.env['TABIJI_EVENT_LOG_PROTOCOL']);
afterAll(() => {
  if (original === undefined) delete process.env['TABIJI_EVENT_LOG_PROTOCOL'];
  else process.env['TABIJI_EVENT_LOG_PROTOCOL'] = original;
});

const pageView = () => sampleRecord('5f0c6c2e-8d1b-4c57-9a8e-2b7d0c1e4f60');
const bounds = { maxBodyBytes: 60_000, nowMs: Date.parse('2026-12-02T05:00:00Z') };

describe('collectorProtocol', () => {
  it('is Tabiji’s own protocol by default, and each standard one by its name', () => {
    expect(collectorProtocol('tabiji', settings)).toBe(tabijiCollectorProtocol);
    const bodies = Object.fromEntries((['snowplow', 'segment', 'otlp'] as const).map((name) => [name, collectorProtocol(name, settings).requests([pageView()], 0, bounds).requests[0]!.body]));
    expect(bodies['snowplow']).toContain('iglu:com.snowplowanalytics.snowplow/payload_data');
    expect(bodies['segment']).toContain('"writeKey":"test-write-key"');
    expect(bodies['otlp']).toContain('"resourceLogs"');
  });
});

describe('collectorEncoding (what the claim program’s beacon carries)', () => {
  it('is Tabiji’s encoding alone for Tabiji’s own protocol, without reading the settings', () => {
    const readSettings = jest.fn(() => settings);
    const encoding = collectorEncoding('tabiji', readSettings);
    expect(encoding).toBe(tabijiCollectorEncoding);
    expect(encoding).not.toHaveProperty('outcome');
    expect(readSettings).not.toHaveBeenCalled();
  });

  it('writes a standard protocol’s bodies with the settings it reads once', () => {
    const readSettings = jest.fn(() => settings);
    const encoding = collectorEncoding('segment', readSettings);
    expect(readSettings).toHaveBeenCalledTimes(1);
    expect(encoding.requests([pageView()], 0, bounds).requests[0]!.body).toBe(collectorProtocol('segment', settings).requests([pageView()], 0, bounds).requests[0]!.body);
  });

  it('follows the build’s protocol over the name when the build set one', () => {
    process.env['TABIJI_EVENT_LOG_PROTOCOL'] = 'otlp';
    expect(collectorEncoding('tabiji', () => settings).contentType).toBe(collectorProtocol('otlp', settings).contentType);
    process.env['TABIJI_EVENT_LOG_PROTOCOL'] = 'tabiji';
    expect(collectorEncoding('snowplow', () => settings)).toBe(tabijiCollectorEncoding);
  });
});
