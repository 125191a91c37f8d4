/** Where the single-page app lives: as served by the portal, and by the vite dev server. */
export function appBaseUrls(publicUrl: string): string[] {
  return [`${publicUrl}/contratti-filiera-fe/`, 'http://localhost:5173/contratti-filiera-fe/'];
}

export const originsOf = (baseUrls: readonly string[]): string[] => [
  ...new Set(baseUrls.map((url) => new URL(url).origin)),
];

/**
 * keycloak-js returns to the page it started from, query string included, so any address under the app's base
 * path is a valid redirect (what Keycloak calls `/contratti-filiera-fe/*`). Compared after URL normalisation, so
 * dot segments cannot climb out of the base path.
 */
export function isAppAddress(candidate: string, baseUrls: readonly string[]): boolean {
  const url = URL.parse(candidate);
  if (!url || url.hash || url.username || url.password) return false;
  return baseUrls.some((base) => {
    const baseUrl = new URL(base);
    return url.origin === baseUrl.origin && url.pathname.startsWith(baseUrl.pathname);
  });
}
