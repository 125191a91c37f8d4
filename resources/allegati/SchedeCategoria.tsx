import { useTranslate } from 'react-admin';
import { istante } from '../../src/engine/format';
import { SchedeRighe, type SchedaRiga } from '../../src/list/SchedeRighe';
import { nessunAllegato, PulsantiAllegato, ScadenzaAllegato, type PulsantiAllegatoProps } from './CelleAllegato';
import type { GruppoCategoria } from './raggruppa';

type Props = Omit<PulsantiAllegatoProps, 'allegato' | 'tipologia'> & { readonly gruppo: GruppoCategoria };

/**
 * One category's attachments on a phone, one card each, named by its file: at 390 px the table made the whole page
 * scroll sideways (727–753 px wide). A type with no file is a card of its own, named by the type, saying there is none.
 */
export const SchedeCategoria = ({ gruppo, ...pulsanti }: Props) => {
  const translate = useTranslate();
  const schede = gruppo.tipologie.flatMap(({ tipologia, allegati }): SchedaRiga[] =>
    allegati.length === 0
      ? [
          {
            chiave: `t${tipologia.idTipologia}`,
            titolo: tipologia.descrizione,
            sottotitolo: translate(nessunAllegato(tipologia)),
            campi: [],
          },
        ]
      : allegati.map((allegato) => ({
          chiave: allegato.idAllegato,
          titolo: allegato.nomeFile,
          campi: [
            { etichetta: translate('portale.allegati.column_type'), valore: tipologia.descrizione },
            { etichetta: translate('portale.allegati.column_uploaded_by'), valore: allegato.caricatoDaNome },
            {
              etichetta: translate('portale.allegati.column_uploaded_on'),
              valore: <time dateTime={allegato.caricatoIl}>{istante(allegato.caricatoIl)}</time>,
            },
            {
              etichetta: translate('portale.allegati.column_expiry'),
              valore: <ScadenzaAllegato allegato={allegato} />,
            },
          ],
          azioni: <PulsantiAllegato allegato={allegato} tipologia={tipologia} {...pulsanti} />,
        })),
  );
  return <SchedeRighe etichetta={gruppo.categoria.descrizione} schede={schede} />;
};
