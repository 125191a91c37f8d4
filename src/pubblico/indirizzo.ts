/** The public ranking's address under the app: `<base>pubblico/graduatorie/<idBando>`. */
export const indirizzoPubblico = (base: string, idBando: number | string) => `${base}pubblico/graduatorie/${idBando}`;

/** The call whose public ranking the address shows; null for any other page. */
export function bandoPubblico(pathname: string, base: string): number | null {
  const trovato = new RegExp(`^${base}pubblico/graduatorie/(\\d+)/?$`).exec(pathname);
  return trovato ? Number(trovato[1]) : null;
}
