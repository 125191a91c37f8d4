import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ValutazioneParametro } from '../../../../contract/valutazione/record';
import { punti } from '../../../../src/engine/format';

/** One parameter as its readers see it: the score, its motivation, the evidence it cites, the note. */
export const ParametroLetto = ({ id, parametro }: { id: string; parametro: ValutazioneParametro }) => {
  const translate = useTranslate();
  const { valore, motivazione, nomeFileEvidenza, categoriaEvidenza, paginaEvidenza, note } = parametro;
  const evidenza = { nomeFile: nomeFileEvidenza, categoria: categoriaEvidenza, pagina: paginaEvidenza };
  return (
    <div id={id}>
      <Typography component="h4" variant="subtitle1">
        {parametro.descrizione}
      </Typography>
      <Typography>
        {valore === null
          ? translate('valutazione.nonValutato')
          : translate('valutazione.scelto', {
              descrizione: parametro.descrizionePunteggio,
              valore: punti(valore),
            })}
      </Typography>
      {valore !== null && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {motivazione
            ? translate('valutazione.motivazioneLetta', { motivazione })
            : translate('valutazione.senzaMotivazione')}
        </Typography>
      )}
      {nomeFileEvidenza && (
        <Typography>
          {translate(
            paginaEvidenza === null ? 'valutazione.evidenzaLetta' : 'valutazione.evidenzaLettaPagina',
            evidenza,
          )}
        </Typography>
      )}
      {note && <Typography>{translate('valutazione.notaLetta', { nota: note })}</Typography>}
    </div>
  );
};
