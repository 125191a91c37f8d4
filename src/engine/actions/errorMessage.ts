/** Spec §8: the server's message, or the generic one when it gave none. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Si è verificato un errore applicativo';
