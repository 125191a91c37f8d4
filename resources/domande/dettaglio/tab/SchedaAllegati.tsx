import { useTranslate } from 'react-admin';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import { ElencoAllegati } from '../ElencoAllegati';
import type { SchedaDomandaProps } from '../schede';

/** The application's own files (the beneficiaries' are in their tab). */
export const SchedaAllegati = ({ domanda }: SchedaDomandaProps) => {
  const translate = useTranslate();
  const modificabile = useActionAllowed('domande', 'modifica', domanda as never);
  return (
    <ElencoAllegati
      resource="allegatiDomanda"
      categorieResource="categorieAllegatoDomanda"
      padre={{ idDomanda: domanda.idDomanda }}
      caricamento={{ idDomanda: domanda.idDomanda }}
      titolo={translate('domande.allegati.dellaDomanda')}
      modificabile={modificabile}
    />
  );
};
