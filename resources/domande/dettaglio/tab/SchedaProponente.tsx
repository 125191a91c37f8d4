import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import type { AnyField } from '../../../../src/engine/types';
import { conLimitiDi } from '../../../../contract/derivati';
import { MailPecQuery } from '../../../../contract/domande/record-proponente';
import { Referente, SalvaRappresentanteBody } from '../../../../contract/proponenti/record';
import { ModuloAzione } from '../ModuloAzione';
import { Voci } from '../Voci';
import type { SchedaDomandaProps } from '../schede';

type Campo = readonly [
  source: string,
  type?: AnyField['type'],
  required?: boolean,
  regolaData?: AnyField['regolaData'],
];

/** What each form sends, as the server's schema takes it. */
const SALVATAGGI = { recapiti: MailPecQuery, rappresentante: SalvaRappresentanteBody, referente: Referente };

const RECAPITI: readonly Campo[] = [
  ['mail', 'text', true],
  ['pec', 'text', true],
];
const RAPPRESENTANTE: readonly Campo[] = [
  ['codiceFiscale', 'text', true],
  ['nome', 'text', true],
  ['cognome', 'text', true],
  ['dataNascita', 'date', false, 'nascita'],
  ['comuneNascita'],
  ['telefono'],
  ['mail'],
];
const REFERENTE: readonly Campo[] = [
  ['nome', 'text', true],
  ['cognome', 'text', true],
  ['telefono'],
  ['mail', 'text', true],
];

/**
 * The lead company's contacts, legal representative and referent: forms while the proponent may change them (a draft),
 * otherwise read as filled in.
 */
export const SchedaProponente = ({ domanda }: SchedaDomandaProps) => {
  const translate = useTranslate();
  const modificabile = useActionAllowed('domande', 'salvaMailProponente', domanda as never);
  /** A group's fields, each within the limits of the save's schema. */
  const campi = (gruppo: keyof typeof SALVATAGGI, elenco: readonly Campo[]): AnyField[] =>
    conLimitiDi(
      SALVATAGGI[gruppo],
      elenco.map(
        ([source, type = 'text', required = false, regolaData]) =>
          ({
            source,
            type,
            required,
            regolaData,
            label: translate(`domande.proponente.${gruppo}.${source}`),
          }) as AnyField,
      ),
    );
  const comune = { resource: 'domande', record: domanda as never };
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {translate('domande.proponente.capofila', {
          denominazione: domanda.denominazioneProponente,
          cuaa: domanda.cuaaProponente,
        })}
      </Typography>
      {modificabile ? (
        <>
          <ModuloAzione
            {...comune}
            titolo={translate('domande.proponente.recapiti.titolo')}
            azione="salvaMailProponente"
            campi={campi('recapiti', RECAPITI)}
            valori={{ mail: domanda.mail, pec: domanda.pec }}
            invio="query"
          />
          <ModuloAzione
            {...comune}
            titolo={translate('domande.proponente.rappresentante.titolo')}
            azione="salvaRappresentanteLegale"
            mancanza="rappresentanteLegale"
            campi={campi('rappresentante', RAPPRESENTANTE)}
            valori={domanda.rappresentanteLegale}
            invio={{ corpo: { idProponente: domanda.idProponente } }}
          />
          <ModuloAzione
            {...comune}
            titolo={translate('domande.proponente.referente.titolo')}
            azione="salvaReferente"
            campi={campi('referente', REFERENTE)}
            valori={domanda.referente}
            invio={{ corpo: {} }}
          />
        </>
      ) : (
        <>
          <Voci
            titolo={translate('domande.proponente.recapiti.titolo')}
            campi={campi('recapiti', RECAPITI)}
            valori={domanda}
          />
          <Voci
            titolo={translate('domande.proponente.rappresentante.titolo')}
            campi={campi('rappresentante', RAPPRESENTANTE)}
            valori={domanda.rappresentanteLegale}
          />
          <Voci
            titolo={translate('domande.proponente.referente.titolo')}
            campi={campi('referente', REFERENTE)}
            valori={domanda.referente}
          />
        </>
      )}
    </>
  );
};
