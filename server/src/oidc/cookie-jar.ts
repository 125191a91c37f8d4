const isDeletion = (attributes: string) => /expires=Thu, 01 Jan 1970|max-age=0/i.test(attributes);
const isSecure = (attributes: string) => /(^|;)\s*secure\s*(;|$)/i.test(attributes);

/**
 * The cookies a browser keeps for one site. Paths and domains are not told apart (one provider, one site); the
 * Secure flag is, so a flow over plain http proves the provider's cookies work there.
 */
export class CookieJar {
  readonly #cookies = new Map<string, { value: string; secure: boolean }>();

  headerFor(url: string): string {
    const overHttps = url.startsWith('https:');
    return [...this.#cookies]
      .filter(([, { secure }]) => overHttps || !secure)
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ');
  }

  keep(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributeList] = setCookie.split(';');
      const attributes = attributeList.join(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      if (isDeletion(attributes)) this.#cookies.delete(name);
      else this.#cookies.set(name, { value: pair.slice(separator + 1).trim(), secure: isSecure(attributes) });
    }
  }
}
