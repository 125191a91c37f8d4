import { useTranslate } from 'react-admin';
import type { DomandaRecord } from '../../../../contract/domande/schema';
import type { AllegatoValutazione } from '../../../../contract/valutazione/record';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import { ElencoFileCaricabili } from '../../../allegati/file/ElencoFileCaricabili';

const RISORSA = 'allegatoValutazione';

/** The commission's minutes of the evaluation: one file (a new upload replaces it), with download and delete. */
export const VerbaleValutazione = ({ domanda }: { domanda: DomandaRecord }) => {
  const translate = useTranslate();
  const { idDomanda } = domanda;
  return (
    <ElencoFileCaricabili<AllegatoValutazione>
      resource={RISORSA}
      proprietario={{ idDomanda }}
      massimo={10}
      scrivibile={useActionAllowed(RISORSA, 'carica', domanda as never)}
      testi={{
        titolo: translate('valutazione.verbale.titolo'),
        nessuno: translate('valutazione.verbale.nessuno'),
        carica: translate('valutazione.verbale.carica'),
        eliminare: (nome) => translate('valutazione.verbale.eliminare', { nome }),
      }}
      individua={() => ({ chiave: idDomanda, scarica: { idDomanda } })}
    />
  );
};
