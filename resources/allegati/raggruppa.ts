import type { AllegatoDossierRecord, CategoriaAllegato, TipologiaAllegato } from '../../contract/allegati/chiamate';

export interface GruppoTipologia {
  readonly tipologia: TipologiaAllegato;
  readonly allegati: readonly AllegatoDossierRecord[];
}

export interface GruppoCategoria {
  readonly categoria: CategoriaAllegato;
  readonly tipologie: readonly GruppoTipologia[];
}

/**
 * The attachments under their category and type, in the order of the reference data; every type is listed, with or
 * without attachments, so the person sees what is still to upload. An attachment of a type the reference data does
 * not list (withdrawn since) still shows, under its own category and type.
 */
export function raggruppaAllegati(
  categorie: readonly CategoriaAllegato[],
  tipologie: readonly TipologiaAllegato[],
  allegati: readonly AllegatoDossierRecord[],
): GruppoCategoria[] {
  const note = new Set(tipologie.map((tipologia) => tipologia.idTipologia));
  const orfane = allegati
    .filter((allegato) => !note.has(allegato.idTipologia))
    .map((allegato) => ({
      idTipologia: allegato.idTipologia,
      idCategoria: allegato.idCategoria,
      descrizione: allegato.descrizioneTipologia,
      richiedeScadenza: false,
      richiedeFirma: false,
    }));
  const tutteLeTipologie = [
    ...tipologie,
    ...orfane.filter((t, i) => orfane.findIndex((o) => o.idTipologia === t.idTipologia) === i),
  ];
  const categorieNote = new Set(categorie.map((categoria) => categoria.idCategoria));
  const altreCategorie = allegati
    .filter((allegato) => !categorieNote.has(allegato.idCategoria))
    .map((allegato) => ({ idCategoria: allegato.idCategoria, descrizione: allegato.descrizioneCategoria }))
    .filter((c, i, tutte) => tutte.findIndex((o) => o.idCategoria === c.idCategoria) === i);

  return [...categorie, ...altreCategorie].map((categoria) => ({
    categoria,
    tipologie: tutteLeTipologie
      .filter((tipologia) => tipologia.idCategoria === categoria.idCategoria)
      .map((tipologia) => ({
        tipologia,
        allegati: allegati.filter((allegato) => allegato.idTipologia === tipologia.idTipologia),
      })),
  }));
}

/** Today in Italy as YYYY-MM-DD: the least date of expiry the server accepts. */
export function oggiInItalia(adesso = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(adesso);
}
