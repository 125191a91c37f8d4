/** Store keys are random UUIDs, lower case (`randomUUID`). */
export const STORE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys come from our own database; anything else must never become a path or an object's name. */
export function checkKey(key: string): void {
  if (!STORE_KEY.test(key)) throw new Error(`Chiave di file non valida: ${JSON.stringify(key)}`);
}
