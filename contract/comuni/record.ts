import { Type, type Static } from 'typebox';
import { listQuery } from '../lista';

export const CodiceIstat = Type.String({
  pattern: '^[0-9]{6}$',
  description: 'Codice ISTAT del comune (6 cifre)',
});

/** An Italian municipality of the reference table (ISTAT), with its province and region. */
export const Comune = Type.Object(
  {
    codiceIstat: CodiceIstat,
    denominazione: Type.String(),
    siglaProvincia: Type.String(),
    codRegione: Type.String(),
    descrizioneRegione: Type.String(),
    descrizione: Type.String({ description: "Come lo si legge: 'Roma (RM), Lazio'" }),
  },
  { $id: 'Comune' },
);
export type Comune = Static<typeof Comune>;

export const FiltriComuni = Type.Object({
  nome: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Parte del nome, senza distinguere maiuscole e accenti' }),
  ),
});

export const ListaComuniQuery = Type.Object({
  ...listQuery(['denominazione', 'codiceIstat']).properties,
  ...FiltriComuni.properties,
});
export type ListaComuniQuery = Static<typeof ListaComuniQuery>;

export const CodiceIstatParams = Type.Object({ codiceIstat: CodiceIstat });
