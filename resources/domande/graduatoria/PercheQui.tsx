import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Graduatoria, RigaGraduatoria } from '../../../contract/graduatoria/record';
import { euro, istante, punti } from '../../../src/engine/format';

interface Props {
  readonly graduatoria: Graduatoria;
  readonly indice: number;
}

/** Whether the budget reached this row, and what it left (funded strictly in order). */
function budgetDellaRiga(graduatoria: Graduatoria, indice: number) {
  const riga = graduatoria.righe[indice];
  const prima = indice === 0 ? graduatoria.budget : graduatoria.righe[indice - 1].budgetResiduo;
  const primaNonCoperta = graduatoria.righe.findIndex(({ esito }) => esito === 'AMMESSA_NON_FINANZIATA');
  return { riga, prima, dopoUnaNonCoperta: primaNonCoperta !== -1 && primaNonCoperta < indice };
}

/** A row of the ranking explains itself: its scores, what placed it above the next, the threshold, the budget. */
export const PercheQui = ({ graduatoria, indice }: Props) => {
  const translate = useTranslate();
  const { riga, prima, dopoUnaNonCoperta } = budgetDellaRiga(graduatoria, indice);
  const seguente: RigaGraduatoria | undefined = graduatoria.righe[indice + 1];
  const minimo = punti(graduatoria.punteggioMinimo);
  const soldi = { richiesto: euro(riga.importoRichiesto), prima: euro(prima), dopo: euro(riga.budgetResiduo) };
  const budget = {
    FINANZIABILE: translate('graduatoria.finanziata', soldi),
    AMMESSA_NON_FINANZIATA: dopoUnaNonCoperta
      ? translate('graduatoria.dopoNonCoperta')
      : translate('graduatoria.nonCoperta', soldi),
    ESCLUSA: translate('graduatoria.budgetIntatto', soldi),
  }[riga.esito];
  const spareggio =
    riga.spareggio && seguente
      ? translate(`graduatoria.spareggio.${riga.spareggio}`, {
          seguente: seguente.posizione,
          punteggio: punti(riga.punteggio),
          punteggioSeguente: punti(seguente.punteggio),
          inoltro: istante(riga.dataInoltro),
          inoltroSeguente: istante(seguente.dataInoltro),
          id: riga.idDomanda,
          idSeguente: seguente.idDomanda,
        })
      : translate('graduatoria.spareggio.ultima');
  return (
    <>
      <Typography component="h3" variant="subtitle2">
        {translate('graduatoria.perParametro')}
      </Typography>
      <ul>
        {riga.punteggi.map(({ idParametro, descrizione, livello, valore }) => (
          <li key={idParametro}>
            {valore === null
              ? translate('graduatoria.senzaPunteggio', { descrizione })
              : translate(livello === 'BENEFICIARIO' ? 'graduatoria.mediaBeneficiari' : 'graduatoria.valoreParametro', {
                  descrizione,
                  valore: punti(valore),
                })}
          </li>
        ))}
      </ul>
      <ul>
        <li>{spareggio}</li>
        <li>{translate(riga.sopraSoglia ? 'graduatoria.sopraSoglia' : 'graduatoria.sottoSoglia', { minimo })}</li>
        <li>{budget}</li>
      </ul>
    </>
  );
};
