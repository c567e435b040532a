import Cookies from 'js-cookie';
import type { CookiePort, CookieWriteOptions } from '../../ports/CookiePort';
import type { NavigationPort } from '../../ports/NavigationPort';

/** First-party cookies through js-cookie: Path=/, SameSite=Lax, Secure on https; blocked jars read as empty. */
export class JsCookieAdapter implements CookiePort {
  constructor(private readonly navigation: NavigationPort) {}

  get(name: string): string | undefined {
    try {
      return Cookies.get(name);
    } catch {
      return undefined;
    }
  }

  set(name: string, value: string, options: CookieWriteOptions = {}): boolean {
    try {
      Cookies.set(name, value, {
        path: '/',
        sameSite: 'Lax',
        secure: this.navigation.currentHref().startsWith('https:'),
        ...(options.days === undefined ? {} : { expires: options.days }),
      });
      return Cookies.get(name) === value;
    } catch {
      return false;
    }
  }

  remove(name: string): void {
    try {
      Cookies.remove(name, { path: '/' });
    } catch {
      // A jar that cannot be written cannot hold the cookie either.
    }
  }
}
