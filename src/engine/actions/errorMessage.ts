/** The server's message, or the catalogue key of the generic one when it gave none; translate() shows
 * either. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'portale.errors.application';
