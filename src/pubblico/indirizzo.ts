/** The public ranking's address under the app: `<base>pubblico/graduatorie/<idBando>`. */
export const indirizzoPubblico = (base: string, idBando: number | string) => `${base}pubblico/graduatorie/${idBando}`;

/**
 * The call whose public ranking the address shows; 'non-valido' for any other address under `pubblico/` (a citizen's
 * mistyped link gets the public page's «not found», not the staff's sign-in); null for the back office's pages.
 */
export function bandoPubblico(pathname: string, base: string): number | 'non-valido' | null {
  if (!pathname.startsWith(`${base}pubblico/`)) return null;
  const trovato = new RegExp(`^${base}pubblico/graduatorie/(\\d+)/?$`).exec(pathname);
  return trovato ? Number(trovato[1]) : 'non-valido';
}
