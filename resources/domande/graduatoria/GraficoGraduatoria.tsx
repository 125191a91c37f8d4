import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Graduatoria } from '../../../contract/graduatoria/record';
import { DESCRIZIONE_STATO_DOMANDA } from '../../../contract/domande/stati';
import { choiceText } from '../../../src/engine/labels';
import { punti } from '../../../src/engine/format';

const LARGHEZZA = 720;
const ALTEZZA = 260;
const MARGINE = { sinistra: 48, destra: 16, alto: 24, basso: 56 };
/** Dark fills: each keeps at least 3:1 against the white background (WCAG 1.4.11); the legend names them. */
const COLORE = { FINANZIABILE: '#00683a', AMMESSA_NON_FINANZIATA: '#8a5300', ESCLUSA: '#a3142a' } as const;
const TESTO = '#1a1a1a';

/**
 * The scores in ranking order as bars, the minimum score as a dashed line, the funding line after the last funded
 * application. A plain SVG with its title and description; the list under it says the same in text.
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
        <text x={area.x - 4} y={y(punteggioMinimo) + 4} textAnchor="end" fontSize="12" fill={TESTO}>
          {minimo}
        </text>
        <text x={area.x + area.larghezza} y={y(punteggioMinimo) - 6} textAnchor="end" fontSize="12" fill={TESTO}>
          {translate('graduatoria.grafico.soglia', { minimo })}
        </text>
        {finanziate > 0 && (
          <>
            <line x1={linea} x2={linea} y1={MARGINE.alto - 8} y2={fondo} stroke={TESTO} strokeWidth={2} />
            <text x={linea + 4} y={MARGINE.alto - 10} fontSize="12" fill={TESTO}>
              {translate('graduatoria.grafico.linea')}
            </text>
          </>
        )}
        {Object.entries(COLORE).map(([esito, colore], indice) => (
          <g key={esito} transform={`translate(${area.x + indice * 220}, ${ALTEZZA - 24})`}>
            <rect width={14} height={14} fill={colore} />
            <text x={20} y={12} fontSize="12" fill={TESTO}>
              {nomeStato(esito as keyof typeof COLORE)}
            </text>
          </g>
        ))}
      </svg>
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
