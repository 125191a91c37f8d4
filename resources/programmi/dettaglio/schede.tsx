import Stack from '@mui/material/Stack';
import type { RaRecord } from 'react-admin';
import {
  assegnatariSchema,
  noteProgrammaSchema,
  pareriRegioneSchema,
  storicoProgrammaSchema,
} from '../../../contract/programmi/letture';
import { storicoImportiSchema } from '../../../contract/beneficiari/elenchi';
import { ListUnderParent } from '../../../src/engine/parent/ListUnderParent';
import { ParentListLink } from '../../../src/engine/parent/ParentListLink';
import { DatiProgramma } from './DatiProgramma';
import type { Scheda } from './scheda';
import { SchedaAllegati } from './tab/SchedaAllegati';
import { SchedaBeneficiari } from './tab/SchedaBeneficiari';
import { LETTURA_SCHEDA_CHECKLIST, SchedaChecklist } from './tab/SchedaChecklist';
import { SchedaProponente } from './tab/SchedaProponente';
import { SchedaVerificheRegistri } from './tab/SchedaVerificheRegistri';

const noteDi =
  (...tipi: string[]) =>
  (nota: RaRecord) =>
    tipi.includes(String(nota.tipo));

/** The tabs of the programme detail, in the order of the review. */
export const SCHEDE: readonly Scheda[] = [
  {
    titolo: 'portale.programmi.tabs.general',
    Contenuto: ({ programma }) => (
      <Stack spacing={2}>
        <DatiProgramma
          programma={programma}
          campi={[
            'idProgrammaInvestimento',
            'titolo',
            'descrizioneStato',
            'statoDal',
            'dataPresentazione',
            'importoRichiesto',
            'importoAmmesso',
            'codiceCup',
            'codiceCore',
          ]}
        />
        <ParentListLink schema={storicoImportiSchema} parentId={programma.idProgrammaInvestimento} />
      </Stack>
    ),
  },
  { titolo: 'portale.programmi.tabs.proponent', Contenuto: SchedaProponente },
  { titolo: 'portale.programmi.tabs.beneficiaries', Contenuto: SchedaBeneficiari },
  {
    titolo: 'portale.programmi.tabs.assignees',
    lettura: 'istruttoria',
    Contenuto: ({ programma }) => (
      <ListUnderParent schema={assegnatariSchema} parentId={programma.idProgrammaInvestimento} />
    ),
  },
  {
    titolo: 'portale.programmi.tabs.regional_opinion',
    lettura: 'pareri',
    Contenuto: ({ programma }) => (
      <ListUnderParent schema={pareriRegioneSchema} parentId={programma.idProgrammaInvestimento} />
    ),
  },
  {
    titolo: 'portale.programmi.tabs.integrations',
    lettura: 'integrazioni',
    Contenuto: ({ programma }) => (
      <Stack spacing={2}>
        <DatiProgramma programma={programma} campi={['giorniInIntegrazione', 'integrazioneScaduta']} />
        <ListUnderParent
          schema={noteProgrammaSchema}
          parentId={programma.idProgrammaInvestimento}
          select={noteDi('RICHIESTA_INTEGRAZIONE', 'INTEGRAZIONE')}
        />
      </Stack>
    ),
  },
  {
    titolo: 'portale.programmi.tabs.validation',
    lettura: 'esitoValidazione',
    Contenuto: ({ programma }) => (
      <ListUnderParent
        schema={noteProgrammaSchema}
        parentId={programma.idProgrammaInvestimento}
        select={noteDi('RICHIESTA_VALIDAZIONE', 'RICHIESTA_INTEGRAZIONE_ISMEA', 'VALIDAZIONE')}
      />
    ),
  },
  { titolo: 'portale.programmi.tabs.checklist', lettura: LETTURA_SCHEDA_CHECKLIST, Contenuto: SchedaChecklist },
  { titolo: 'portale.programmi.tabs.attachments', Contenuto: SchedaAllegati },
  { titolo: 'portale.programmi.tabs.registers', lettura: 'verificheRegistri', Contenuto: SchedaVerificheRegistri },
  {
    titolo: 'portale.programmi.tabs.history',
    lettura: 'storico',
    Contenuto: ({ programma }) => (
      <ListUnderParent schema={storicoProgrammaSchema} parentId={programma.idProgrammaInvestimento} />
    ),
  },
  {
    titolo: 'portale.programmi.tabs.notes',
    Contenuto: ({ programma }) => (
      <ListUnderParent schema={noteProgrammaSchema} parentId={programma.idProgrammaInvestimento} />
    ),
  },
];
