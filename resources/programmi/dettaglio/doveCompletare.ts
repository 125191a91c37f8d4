/**
 * The tab where a person completes what the server's refusal lists, by the key of its item (the guards of
 * `server/src/modules/programma/transitions.ts`): the general data in the proponent's wizard, the requested amount
 * (the sum of the investments) with the beneficiaries, files with the attachments.
 */
export function schedaDellaMancanza(chiave: string): string {
  if (chiave.startsWith('allegati.')) return 'portale.programmi.tabs.attachments';
  if (chiave === 'checklist') return 'portale.programmi.tabs.checklist';
  if (chiave === 'beneficiari' || chiave === 'importoRichiesto') return 'portale.programmi.tabs.beneficiaries';
  return 'portale.programmi.tabs.proponent';
}
