import type { PageVitals } from '../../src/domain/webVitals';
import type { VitalsBufferPort } from '../../src/ports/VitalsBufferPort';

/** The browser's performance buffers as a test sets them: nothing painted and no first byte yet, to begin with. */
export class FakeVitalsBufferAdapter implements VitalsBufferPort {
  held: PageVitals = { navigationType: 'navigate' };
  reads = 0;

  vitalsSoFar(): PageVitals {
    this.reads += 1;
    return { ...this.held };
  }
}
