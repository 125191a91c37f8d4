import { useId } from 'react';

export interface Barra {
  readonly chiave: string;
  readonly etichetta: string;
  readonly valore: number;
}

const ALTEZZA_BARRA = 28;
const LARGHEZZA = 640;

/**
 * A plain SVG bar chart, one bar a row, named by `titolo` and described by its numbers in words; the table beside it
 * carries the same numbers for whoever cannot see it.
 */
export const GraficoABarre = ({
  titolo,
  barre,
  larghezzaEtichette = 190,
}: {
  titolo: string;
  barre: readonly Barra[];
  larghezzaEtichette?: number;
}) => {
  const id = useId();
  const massimo = Math.max(1, ...barre.map(({ valore }) => valore));
  const scala = (LARGHEZZA - larghezzaEtichette - 40) / massimo;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-titolo`}
      aria-describedby={`${id}-descrizione`}
      viewBox={`0 0 ${LARGHEZZA} ${barre.length * ALTEZZA_BARRA + 8}`}
      width="100%"
    >
      <title id={`${id}-titolo`}>{titolo}</title>
      <desc id={`${id}-descrizione`}>{barre.map(({ etichetta, valore }) => `${etichetta}: ${valore}`).join('; ')}</desc>
      {barre.map(({ chiave, etichetta, valore }, indice) => {
        const y = indice * ALTEZZA_BARRA + 4;
        return (
          <g key={chiave}>
            <text x={larghezzaEtichette - 8} y={y + 17} textAnchor="end" fontSize="14" fill="#1a1a1a">
              {etichetta}
            </text>
            <rect x={larghezzaEtichette} y={y} width={valore * scala} height={ALTEZZA_BARRA - 8} fill="#0066cc" />
            <text x={larghezzaEtichette + valore * scala + 6} y={y + 17} fontSize="14" fill="#1a1a1a">
              {valore}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
