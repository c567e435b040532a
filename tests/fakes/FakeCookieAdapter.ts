import type { CookiePort, CookieWriteOptions } from '../../src/ports/CookiePort';

/** An in-memory cookie jar; `isBlocked` makes it behave like a browser that refuses cookies. */
export class FakeCookieAdapter implements CookiePort {
  readonly jar = new Map<string, { value: string; days?: number }>();
  isBlocked = false;

  get(name: string): string | undefined {
    return this.isBlocked ? undefined : this.jar.get(name)?.value;
  }

  set(name: string, value: string, options: CookieWriteOptions = {}): boolean {
    if (this.isBlocked) return false;
    this.jar.set(name, { value, ...(options.days === undefined ? {} : { days: options.days }) });
    return true;
  }

  remove(name: string): void {
    this.jar.delete(name);
  }
}
