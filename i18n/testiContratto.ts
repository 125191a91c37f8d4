/**
 * The Italian texts the contract writes once (resource names, field labels, choices, actions), under the catalogue
 * keys the screens ask for. The engine remembers them as it meets each declaration, so the first screen imports no
 * declaration to build a catalogue; the provider answers with them where the chosen catalogue has no text of its own.
 */
const testi = new Map<string, string>();

/** Remembers the contract's Italian text of a key and gives the key back. */
export function ricordaTesto(key: string, italiano: string): string {
  testi.set(key, italiano);
  return key;
}

export const testoDelContratto = (key: string): string | undefined => testi.get(key);
