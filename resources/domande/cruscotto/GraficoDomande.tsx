import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ConteggioDomande } from './conteggi';

const ALTEZZA_BARRA = 28;
const LARGHEZZA = 640;
const ETICHETTE = 200;

/** A plain SVG bar chart of the applications per state; the table beside it carries the same numbers. */
export const GraficoDomande = ({ conteggi }: { conteggi: readonly ConteggioDomande[] }) => {
  const translate = useTranslate();
  const id = useId();
  const massimo = Math.max(1, ...conteggi.map(({ domande }) => domande));
  const scala = (LARGHEZZA - ETICHETTE - 40) / massimo;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-titolo`}
      aria-describedby={`${id}-descrizione`}
      viewBox={`0 0 ${LARGHEZZA} ${conteggi.length * ALTEZZA_BARRA + 8}`}
      width="100%"
    >
      <title id={`${id}-titolo`}>{translate('cruscottoDomande.grafico')}</title>
      <desc id={`${id}-descrizione`}>
        {conteggi.map(({ descrizione, domande }) => `${descrizione}: ${domande}`).join('; ')}
      </desc>
      {conteggi.map(({ idStato, descrizione, domande }, indice) => {
        const y = indice * ALTEZZA_BARRA + 4;
        return (
          <g key={idStato}>
            <text x={ETICHETTE - 8} y={y + 17} textAnchor="end" fontSize="14" fill="#1a1a1a">
              {descrizione}
            </text>
            <rect x={ETICHETTE} y={y} width={domande * scala} height={ALTEZZA_BARRA - 8} fill="#0066cc" />
            <text x={ETICHETTE + domande * scala + 6} y={y + 17} fontSize="14" fill="#1a1a1a">
              {domande}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
