import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { assegnatariSchema, noteProgrammaSchema, pareriRegioneSchema, storicoProgrammaSchema } from '../letture';
import type { ProgrammaRecord } from '../schema';
import { DatiProgramma } from './DatiProgramma';
import { ElencoDelProgramma } from './ElencoDelProgramma';
import { SchedaAllegati } from './tab/SchedaAllegati';
import { SchedaBeneficiari } from './tab/SchedaBeneficiari';
import { LETTURA_SCHEDA_CHECKLIST, SchedaChecklist } from './tab/SchedaChecklist';
import { SchedaProponente } from './tab/SchedaProponente';
import { SchedaVerificheRegistri } from './tab/SchedaVerificheRegistri';

export interface SchedaProps {
  readonly programma: ProgrammaRecord;
}

export interface Scheda {
  readonly titolo: string;
  /** The programme's named read (`read:<name>`) needed to see the tab; absent: whoever sees the programme. */
  readonly lettura?: string;
  readonly Contenuto: ComponentType<SchedaProps>;
}

const noteDi = (...tipi: string[]) => (nota: RaRecord) => tipi.includes(String(nota.tipo));

/** The tabs of the programme detail, in the order of the review. */
export const SCHEDE: readonly Scheda[] = [
  {
    titolo: 'Dati generali',
    Contenuto: ({ programma }) => (
      <DatiProgramma
        programma={programma}
        campi={['idProgrammaInvestimento', 'titolo', 'descrizioneStato', 'statoDal', 'dataPresentazione', 'importoRichiesto', 'importoAmmesso', 'codiceCup', 'codiceCore']}
      />
    ),
  },
  { titolo: 'Proponente', Contenuto: SchedaProponente },
  { titolo: 'Beneficiari', Contenuto: SchedaBeneficiari },
  {
    titolo: 'Assegnatari e istruttori',
    lettura: 'istruttoria',
    Contenuto: ({ programma }) => <ElencoDelProgramma schema={assegnatariSchema} idProgramma={programma.idProgrammaInvestimento} />,
  },
  {
    titolo: 'Parere regionale',
    lettura: 'pareri',
    Contenuto: ({ programma }) => <ElencoDelProgramma schema={pareriRegioneSchema} idProgramma={programma.idProgrammaInvestimento} />,
  },
  {
    titolo: 'Integrazioni',
    lettura: 'integrazioni',
    Contenuto: ({ programma }) => (
      <Stack spacing={2}>
        <DatiProgramma programma={programma} campi={['giorniInIntegrazione', 'integrazioneScaduta']} />
        <ElencoDelProgramma
          schema={noteProgrammaSchema}
          idProgramma={programma.idProgrammaInvestimento}
          seleziona={noteDi('RICHIESTA_INTEGRAZIONE', 'INTEGRAZIONE')}
        />
      </Stack>
    ),
  },
  {
    titolo: 'Validazione',
    lettura: 'esitoValidazione',
    Contenuto: ({ programma }) => (
      <ElencoDelProgramma
        schema={noteProgrammaSchema}
        idProgramma={programma.idProgrammaInvestimento}
        seleziona={noteDi('RICHIESTA_VALIDAZIONE', 'RICHIESTA_INTEGRAZIONE_ISMEA', 'VALIDAZIONE')}
      />
    ),
  },
  { titolo: 'Checklist', lettura: LETTURA_SCHEDA_CHECKLIST, Contenuto: SchedaChecklist },
  { titolo: 'Allegati', Contenuto: SchedaAllegati },
  { titolo: 'Verifiche registri', lettura: 'verificheRegistri', Contenuto: SchedaVerificheRegistri },
  {
    titolo: 'Storico',
    lettura: 'storico',
    Contenuto: ({ programma }) => <ElencoDelProgramma schema={storicoProgrammaSchema} idProgramma={programma.idProgrammaInvestimento} />,
  },
  {
    titolo: 'Note',
    Contenuto: ({ programma }) => <ElencoDelProgramma schema={noteProgrammaSchema} idProgramma={programma.idProgrammaInvestimento} />,
  },
];
