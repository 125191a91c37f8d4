import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useRef, useState } from 'react';
import { useGetOne, useNotify, type RaRecord } from 'react-admin';
import type { DatiGeneraliProgramma } from '../../../server/src/modules/programma/schemas';
import { Wizard, type WizardStep } from '../../../src/components';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import type { ProponenteRecord } from '../schema';
import { messaggioDaNotificare } from './errori';
import type { InvioPasso } from './PassoForm';
import { BancaPasso } from './passi/BancaPasso';
import type { PassoProps } from './passi/comune';
import { DatiGeneraliPasso } from './passi/DatiGeneraliPasso';
import { RappresentantePasso } from './passi/RappresentantePasso';
import { RecapitiPasso } from './passi/RecapitiPasso';
import { ReferentePasso } from './passi/ReferentePasso';
import { usePermessiProponente } from './permessi';

interface Props {
  readonly programma: DatiGeneraliProgramma;
}

/** The proponent wizard of the programme detail (spec §2): reads getDettaglioProponente, then shows the five steps. */
export const ProponenteWizard = ({ programma }: Props) => {
  const { data, isPending, error, refetch } = useGetOne<ProponenteRecord & RaRecord>('proponenti', { id: programma.idProgrammaInvestimento });
  return (
    <LoadingWrapper isPending={isPending} error={error}>
      {data && <PassiProponente programma={programma} proponente={data} ricarica={refetch} />}
    </LoadingWrapper>
  );
};

interface PassiProps extends Props {
  readonly proponente: ProponenteRecord;
  readonly ricarica: () => unknown;
}

/**
 * Steps 2 to 5 stay disabled until the programme's general data are saved (it has a title). Edit mode starts off;
 * 'Modifica' is there only when the policy allows one of the saves. The wizard opens at the first step still to fill
 * in, which it ignores while a step up to it is disabled.
 */
const PassiProponente = ({ programma, proponente, ricarica }: PassiProps) => {
  const notify = useNotify();
  const permessi = usePermessiProponente(programma, proponente);
  const [inModifica, setInModifica] = useState(false);
  const invii = useRef<(InvioPasso | undefined)[]>([]);
  // Each step's form hands over what 'Avanti' runs; stable functions, so a form registers once.
  const registrazioni = useMemo(
    () => [0, 1, 2, 3, 4].map((indice) => (invio: InvioPasso | undefined) => void (invii.current[indice] = invio)),
    [],
  );

  const onError = (errore: unknown) => {
    const messaggio = messaggioDaNotificare(errore);
    if (messaggio) notify(messaggio, { type: 'error' });
  };
  const onSalvato = (etichetta: string) => {
    notify(`${etichetta}: operazione completata`, { type: 'success' });
    ricarica();
  };
  const props = (indice: number, permesso: boolean): PassoProps => ({
    modificabile: inModifica && permesso, registra: registrazioni[indice], onSalvato, onError,
  });

  const datiGeneraliSalvati = Boolean(programma.titolo?.trim());
  const completi = [datiGeneraliSalvati, Boolean(proponente.mail), Boolean(proponente.rappresentanteLegale), Boolean(proponente.referente), Boolean(proponente.bancaAutorizzata)];
  const passo = (indice: number, step: Omit<WizardStep, 'onNext'>): WizardStep => ({
    ...step,
    disabled: indice > 0 && !datiGeneraliSalvati,
    onNext: () => (inModifica ? invii.current[indice]?.() : undefined),
  });
  const steps = [
    passo(0, { name: 'Dati generali del programma', description: 'Titolo, descrizione e durata', content: <DatiGeneraliPasso programma={programma} {...props(0, permessi.modifica)} /> }),
    passo(1, { name: 'Recapiti', description: 'Email e PEC', content: <RecapitiPasso proponente={proponente} {...props(1, permessi.salvaMail)} /> }),
    passo(2, { name: 'Rappresentante legale', description: 'Chi firma per il proponente', content: <RappresentantePasso proponente={proponente} {...props(2, permessi.salvaRappresentanteLegale)} /> }),
    passo(3, { name: 'Referente', description: 'Chi segue il programma', content: <ReferentePasso proponente={proponente} {...props(3, permessi.salvaReferente)} /> }),
    passo(4, { name: 'Banca autorizzata', description: 'Banca e conto del finanziamento', content: <BancaPasso proponente={proponente} {...props(4, permessi.salvaBancaAutorizzata)} /> }),
  ];
  const puoModificare = Object.values(permessi).some(Boolean);

  return (
    <Stack spacing={2}>
      {puoModificare && (
        <Stack direction="row">
          <Button variant={inModifica ? 'outlined' : 'contained'} onClick={() => setInModifica(!inModifica)}>
            {inModifica ? 'Termina modifica' : 'Modifica'}
          </Button>
        </Stack>
      )}
      <Wizard steps={steps} startStep={Math.max(completi.indexOf(false), 0)} onError={onError} />
    </Stack>
  );
};
