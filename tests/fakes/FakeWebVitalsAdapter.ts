import type { VitalReport, WebVitalsPort } from '../../src/ports/WebVitalsPort';

/** A web-vitals library whose reports the test sends with `report`; records which build was asked for. */
export class FakeWebVitalsAdapter implements WebVitalsPort {
  readonly builds: Array<'attribution' | 'small'> = [];
  private listener: ((report: VitalReport) => void) | null = null;
  private arrived: Promise<void> = Promise.resolve();

  /** Holds the library back (as a slow network does) until the returned function is called. */
  holdLibrary(): () => void {
    let release: () => void = () => undefined;
    this.arrived = new Promise<void>((resolve) => (release = resolve));
    return release;
  }

  async observe(options: { readonly withAttribution: boolean }, listener: (report: VitalReport) => void): Promise<void> {
    this.builds.push(options.withAttribution ? 'attribution' : 'small');
    await this.arrived;
    this.listener = listener;
  }

  report(report: VitalReport): void {
    this.listener?.(report);
  }
}
