import type { VitalReport, WebVitalsPort } from '../../src/ports/WebVitalsPort';

/** A web-vitals library whose reports the test sends with `report`; records which build was asked for. */
export class FakeWebVitalsAdapter implements WebVitalsPort {
  readonly builds: Array<'attribution' | 'small'> = [];
  private listener: ((report: VitalReport) => void) | null = null;

  async observe(options: { readonly withAttribution: boolean }, listener: (report: VitalReport) => void): Promise<void> {
    this.builds.push(options.withAttribution ? 'attribution' : 'small');
    this.listener = listener;
  }

  report(report: VitalReport): void {
    this.listener?.(report);
  }
}
