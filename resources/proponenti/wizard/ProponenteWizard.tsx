import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useGetOne, useNotify, type RaRecord, useTranslate } from 'react-admin';
import type { DatiGeneraliProgramma } from '../../../contract/programmi/record';
import { Wizard, type WizardStep } from '../../../src/components';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import type { ProponenteRecord } from '../../../contract/proponenti/schema';
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

/** The proponent wizard of the programme detail: reads getDettaglioProponente, then shows the five steps. */
export const ProponenteWizard = ({ programma }: Props) => {
  const { data, isPending, error, refetch } = useGetOne<ProponenteRecord & RaRecord>('proponenti', {
    id: programma.idProgrammaInvestimento,
  });
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
  const translate = useTranslate();
  const permessi = usePermessiProponente(programma, proponente);
  const [inModifica, setInModifica] = useState(false);
  const invii = useInviiDeiPassi(5);

  const onError = (errore: unknown) => {
    const messaggio = messaggioDaNotificare(errore);
    if (messaggio) notify(messaggio, { type: 'error' });
  };
  const onSalvato = (etichetta: string) => {
    notify('portale.proponenti.saved', { type: 'success', messageArgs: { step: etichetta } });
    ricarica();
  };
  const props = (indice: number, permesso: boolean): PassoProps => ({
    modificabile: inModifica && permesso,
    registra: invii.registrazioni[indice],
    onSalvato,
    onError,
  });

  const datiGeneraliSalvati = Boolean(programma.titolo?.trim());
  const completi = [
    datiGeneraliSalvati,
    Boolean(proponente.mail),
    Boolean(proponente.rappresentanteLegale),
    Boolean(proponente.referente),
    Boolean(proponente.bancaAutorizzata),
  ];
  const passo = (indice: number, step: Omit<WizardStep, 'onNext'>): WizardStep => ({
    ...step,
    disabled: indice > 0 && !datiGeneraliSalvati,
    onNext: () => (inModifica ? invii.invia(indice) : undefined),
  });
  const steps = [
    passo(0, {
      name: translate('portale.proponenti.steps.general'),
      description: translate('portale.proponenti.steps.general_hint'),
      content: <DatiGeneraliPasso programma={programma} {...props(0, permessi.modifica)} />,
    }),
    passo(1, {
      name: translate('portale.proponenti.steps.contacts'),
      description: translate('portale.proponenti.steps.contacts_hint'),
      content: <RecapitiPasso proponente={proponente} {...props(1, permessi.salvaMail)} />,
    }),
    passo(2, {
      name: translate('portale.proponenti.steps.representative'),
      description: translate('portale.proponenti.steps.representative_hint'),
      content: <RappresentantePasso proponente={proponente} {...props(2, permessi.salvaRappresentanteLegale)} />,
    }),
    passo(3, {
      name: translate('portale.proponenti.steps.referent'),
      description: translate('portale.proponenti.steps.referent_hint'),
      content: <ReferentePasso proponente={proponente} {...props(3, permessi.salvaReferente)} />,
    }),
    passo(4, {
      name: translate('portale.proponenti.steps.bank'),
      description: translate('portale.proponenti.steps.bank_hint'),
      content: <BancaPasso proponente={proponente} {...props(4, permessi.salvaBancaAutorizzata)} />,
    }),
  ];
  const puoModificare = Object.values(permessi).some(Boolean);

  return (
    <Stack spacing={2}>
      {puoModificare && (
        <Stack direction="row">
          <Button variant={inModifica ? 'outlined' : 'contained'} onClick={() => setInModifica(!inModifica)}>
            {translate(inModifica ? 'portale.proponenti.stop_editing' : 'portale.proponenti.edit')}
          </Button>
        </Stack>
      )}
      <Wizard steps={steps} startStep={Math.max(completi.indexOf(false), 0)} onError={onError} />
    </Stack>
  );
};

/**
 * What 'Avanti' runs, as each step's form hands it over. The registrations are made once, so they stay the same
 * functions and a form registers once.
 */
const useInviiDeiPassi = (passi: number) => {
  const [invii] = useState(() => {
    const registrati: (InvioPasso | undefined)[] = [];
    return {
      registrazioni: Array.from({ length: passi }, (_, indice) => (invio: InvioPasso | undefined) => {
        registrati[indice] = invio;
      }),
      invia: (indice: number) => registrati[indice]?.(),
    };
  });
  return invii;
};
