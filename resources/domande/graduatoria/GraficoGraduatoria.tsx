import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Graduatoria } from '../../../contract/graduatoria/record';
import { DESCRIZIONE_STATO_DOMANDA } from '../../../contract/domande/stati';
import { choiceText } from '../../../src/engine/labels';
import { punti } from '../../../src/engine/format';

const LARGHEZZA = 720;
const ALTEZZA = 220;
const MARGINE = { sinistra: 16, destra: 16, alto: 24, basso: 16 };
/** Dark fills: each keeps at least 3:1 against the white background (WCAG 1.4.11); the legend names them. */
const COLORE = { FINANZIABILE: '#00683a', AMMESSA_NON_FINANZIATA: '#8a5300', ESCLUSA: '#a3142a' } as const;
const TESTO = '#1a1a1a';

/** The chart's key, in the page's words and size: on a phone a scaled picture would write them a few pixels tall. */
const Legenda = ({ titolo, voci }: { titolo: string; voci: readonly { segno: ReactNode; testo: string }[] }) => (
  <Box
    component="ul"
    aria-label={titolo}
    sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, typography: 'body2' }}
  >
    {voci.map(({ segno, testo }) => (
      <Box component="li" key={testo} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box aria-hidden sx={{ display: 'flex', justifyContent: 'center', width: 24 }}>
          {segno}
        </Box>
        {testo}
      </Box>
    ))}
  </Box>
);

/**
 * The scores in ranking order as bars, the minimum score as a dashed line, the funding line after the last funded
 * application. A plain SVG with its title and description, its key in words under it, and the list under that says
 * the same in text.
 */
export const GraficoGraduatoria = ({ graduatoria }: { graduatoria: Graduatoria }) => {
  const translate = useTranslate();
  const nomeStato = (id: keyof typeof DESCRIZIONE_STATO_DOMANDA) =>
    choiceText(translate, 'idStato', { id, name: DESCRIZIONE_STATO_DOMANDA[id] });
  const id = useId();
  const { righe, punteggioMinimo } = graduatoria;
  const massimo = Math.max(punteggioMinimo, ...righe.map(({ punteggio }) => punteggio), 1) * 1.1;
  const area = { x: MARGINE.sinistra, larghezza: LARGHEZZA - MARGINE.sinistra - MARGINE.destra };
  const fondo = ALTEZZA - MARGINE.basso;
  const y = (valore: number) => fondo - (valore / massimo) * (fondo - MARGINE.alto);
  const passo = area.larghezza / Math.max(righe.length, 1);
  const finanziate = righe.filter(({ esito }) => esito === 'FINANZIABILE').length;
  const linea = area.x + finanziate * passo;
  const minimo = punti(punteggioMinimo);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-titolo`}
        aria-describedby={`${id}-descrizione`}
        viewBox={`0 0 ${LARGHEZZA} ${ALTEZZA}`}
        width="100%"
      >
        <title id={`${id}-titolo`}>{translate('graduatoria.grafico.titolo')}</title>
        <desc id={`${id}-descrizione`}>{translate('graduatoria.grafico.descrizione', { minimo, finanziate })}</desc>
        <line x1={area.x} x2={area.x} y1={MARGINE.alto} y2={fondo} stroke={TESTO} />
        <line x1={area.x} x2={area.x + area.larghezza} y1={fondo} y2={fondo} stroke={TESTO} />
        {righe.map(({ idDomanda, punteggio, esito }, indice) => (
          <rect
            key={idDomanda}
            x={area.x + indice * passo + passo * 0.1}
            y={y(punteggio)}
            width={passo * 0.8}
            height={fondo - y(punteggio)}
            fill={COLORE[esito]}
          />
        ))}
        <line
          x1={area.x}
          x2={area.x + area.larghezza}
          y1={y(punteggioMinimo)}
          y2={y(punteggioMinimo)}
          stroke={TESTO}
          strokeDasharray="6 4"
          strokeWidth={2}
        />
        {finanziate > 0 && (
          <line x1={linea} x2={linea} y1={MARGINE.alto - 8} y2={fondo} stroke={TESTO} strokeWidth={2} />
        )}
      </svg>
      <Legenda
        titolo={translate('graduatoria.grafico.legenda')}
        voci={[
          ...Object.entries(COLORE).map(([esito, colore]) => ({
            segno: <Box sx={{ width: 14, height: 14, bgcolor: colore }} />,
            testo: nomeStato(esito as keyof typeof COLORE),
          })),
          {
            segno: <Box sx={{ width: 24, borderTop: `2px dashed ${TESTO}` }} />,
            testo: translate('graduatoria.grafico.soglia', { minimo }),
          },
          ...(finanziate > 0
            ? [
                {
                  segno: <Box sx={{ width: 2, height: 14, bgcolor: TESTO }} />,
                  testo: translate('graduatoria.grafico.linea'),
                },
              ]
            : []),
        ]}
      />
      <details>
        <summary>{translate('graduatoria.grafico.alternativa')}</summary>
        <ol>
          {righe.map(({ idDomanda, posizione, denominazioneProponente, punteggio, esito }) => (
            <li key={idDomanda}>
              {translate('graduatoria.grafico.voce', {
                posizione,
                domanda: denominazioneProponente,
                punteggio: punti(punteggio),
                esito: nomeStato(esito),
              })}
            </li>
          ))}
        </ol>
      </details>
    </figure>
  );
};
