/** Where 'Esci' lands once the identity provider has closed the session: `<base>uscita`. */
export const indirizzoUscita = (base: string) => `${base}uscita`;

export const isPaginaUscita = (pathname: string, base: string): boolean =>
  pathname.replace(/\/$/, '') === indirizzoUscita(base);
