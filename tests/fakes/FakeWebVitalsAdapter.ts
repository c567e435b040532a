import type { VitalReport, WebVitalsPort } from '../../src/ports/WebVitalsPort';

/** A web-vitals library whose reports the test sends with `report`; records which build was asked for. */
export class FakeWebVitalsAdapter implements WebVitalsPort {
  readonly builds: Array<'attribution' | 'small'> = [];
  /** What the browser's buffer holds as the largest contentful paint (ms), whatever the library has reported. */
  bufferedLcpMs: number | undefined = undefined;
  private listener: ((report: VitalReport) => void) | null = null;

  async observe(options: { readonly withAttribution: boolean }, listener: (report: VitalReport) => void): Promise<void> {
    this.builds.push(options.withAttribution ? 'attribution' : 'small');
    this.listener = listener;
  }

  largestContentfulPaintMs(): number | undefined {
    return this.bufferedLcpMs;
  }

  report(report: VitalReport): void {
    this.listener?.(report);
  }
}
