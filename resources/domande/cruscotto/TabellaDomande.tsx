import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { choiceText } from '../../../src/engine/labels';
import { euro } from '../../../src/engine/format';
import { SchedeRighe } from '../../../src/list/SchedeRighe';
import type { ConteggioDomande } from './conteggi';
import { useTelefono } from '../../../src/layout/useTelefono';

const COLONNE = ['domande', 'richiesto', 'finanziato'] as const;

type Voce = Pick<ConteggioDomande, 'domande' | 'importoRichiesto' | 'importoFinanziato'>;

const valori = (voce: Voce): Record<(typeof COLONNE)[number], string | number> => ({
  domande: voce.domande,
  richiesto: euro(voce.importoRichiesto),
  finanziato: euro(voce.importoFinanziato),
});

const Riga = ({ intestazione, voce }: { intestazione: string; voce: Voce }) => (
  <TableRow>
    <TableCell component="th" scope="row">
      {intestazione}
    </TableCell>
    {COLONNE.map((colonna) => (
      <TableCell key={colonna} align="right">
        {valori(voce)[colonna]}
      </TableCell>
    ))}
  </TableRow>
);

function totaleDi(conteggi: readonly ConteggioDomande[]): Voce {
  return conteggi.reduce(
    (somma, voce) => ({
      domande: somma.domande + voce.domande,
      importoRichiesto: Math.round((somma.importoRichiesto + voce.importoRichiesto) * 100) / 100,
      importoFinanziato: Math.round((somma.importoFinanziato + voce.importoFinanziato) * 100) / 100,
    }),
    { domande: 0, importoRichiesto: 0, importoFinanziato: 0 },
  );
}

/**
 * Applications, amounts requested and funded per state, and their total; on a phone, one card a state and a last one
 * for the total, so that nothing scrolls sideways.
 */
export const TabellaDomande = ({ conteggi }: { conteggi: readonly ConteggioDomande[] }) => {
  const translate = useTranslate();
  const telefono = useTelefono();
  const etichetta = translate('cruscottoDomande.tabella');
  const colonna = (nome: string) => translate(`cruscottoDomande.${nome}`);
  const stati = conteggi.map((voce) => ({
    chiave: voce.idStato,
    intestazione: choiceText(translate, 'idStato', { id: voce.idStato, name: voce.descrizione }),
    voce,
  }));
  const totale = { chiave: 'totale', intestazione: colonna('totale'), voce: totaleDi(conteggi) };

  if (telefono) {
    return (
      <SchedeRighe
        etichetta={etichetta}
        schede={[...stati, totale].map(({ chiave, intestazione, voce }) => ({
          chiave,
          titolo: intestazione,
          campi: COLONNE.map((nome) => ({ etichetta: colonna(nome), valore: valori(voce)[nome] })),
        }))}
      />
    );
  }
  return (
    <Table size="small" aria-label={etichetta}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {colonna('stato')}
          </TableCell>
          {COLONNE.map((nome) => (
            <TableCell key={nome} component="th" scope="col" align="right">
              {colonna(nome)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {stati.map(({ chiave, intestazione, voce }) => (
          <Riga key={chiave} intestazione={intestazione} voce={voce} />
        ))}
      </TableBody>
      <TableFooter>
        <Riga intestazione={totale.intestazione} voce={totale.voce} />
      </TableFooter>
    </Table>
  );
};
