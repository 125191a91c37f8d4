import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { DESCRIZIONE_STATO_DOMANDA } from '../../contract/domande/stati';
import { PERCORSI_DATI_APERTI, type GraduatoriaPubblica } from '../../contract/graduatoria/pubblica';
import { euro, giorno, punti } from '../engine/format';
import { SchedeRighe } from '../list/SchedeRighe';
import { useTelefono } from '../layout/useTelefono';

type Traduci = (chiave: string, valori?: Record<string, unknown>) => string;

const percorso = (modello: string, idBando: number) => modello.replace('{idBando}', String(idBando));
const COLONNE = ['posizione', 'programma', 'capofila', 'punteggio', 'esito', 'budgetResiduo'] as const;

/** The ranking's rows: a table, or on a phone one card a row in the ranking's order. */
const Righe = ({ graduatoria, t }: { graduatoria: GraduatoriaPubblica; t: Traduci }) => {
  const telefono = useTelefono();
  const colonna = (nome: (typeof COLONNE)[number]) => t(`graduatoria.pubblica.colonne.${nome}`);
  if (telefono) {
    return (
      <SchedeRighe
        etichetta={t('graduatoria.tabella')}
        ordinate
        schede={graduatoria.righe.map((riga) => ({
          chiave: riga.idDomanda,
          titolo: riga.denominazione,
          campi: [
            { etichetta: colonna('posizione'), valore: riga.posizione },
            { etichetta: colonna('capofila'), valore: riga.denominazioneProponente },
            { etichetta: colonna('punteggio'), valore: punti(riga.punteggio) },
            { etichetta: colonna('esito'), valore: DESCRIZIONE_STATO_DOMANDA[riga.esito] },
            { etichetta: colonna('budgetResiduo'), valore: euro(riga.budgetResiduo) },
          ],
        }))}
      />
    );
  }
  return (
    <Table size="small" aria-label={t('graduatoria.tabella')}>
      <TableHead>
        <TableRow>
          {COLONNE.map((nome) => (
            <TableCell key={nome} component="th" scope="col">
              {colonna(nome)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {graduatoria.righe.map((riga) => (
          <TableRow key={riga.idDomanda}>
            <TableCell>{riga.posizione}</TableCell>
            <TableCell component="th" scope="row">
              {riga.denominazione}
            </TableCell>
            <TableCell>{riga.denominazioneProponente}</TableCell>
            <TableCell>{punti(riga.punteggio)}</TableCell>
            <TableCell>{DESCRIZIONE_STATO_DOMANDA[riga.esito]}</TableCell>
            <TableCell>{euro(riga.budgetResiduo)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * A final ranking as the public reads it, without signing in: the published data (no fiscal code, no person's name),
 * the call's threshold and budget, the decree's date, and the open data to download. No call (an address that names
 * none) reads as a ranking not found.
 */
export const GraduatoriaPubblicaPagina = ({ idBando, t }: { idBando: number | null; t: Traduci }) => {
  const [stato, setStato] = useState<{ graduatoria?: GraduatoriaPubblica; errore?: boolean }>(
    idBando === null ? { errore: true } : {},
  );
  useEffect(() => {
    if (idBando === null) return;
    fetch(percorso(PERCORSI_DATI_APERTI.pagina, idBando))
      .then((risposta) => (risposta.ok ? risposta.json() : Promise.reject(new Error(String(risposta.status)))))
      .then((graduatoria: GraduatoriaPubblica) => setStato({ graduatoria }))
      .catch(() => setStato({ errore: true }));
  }, [idBando]);
  const { graduatoria, errore } = stato;
  useEffect(() => {
    document.title = graduatoria
      ? t('graduatoria.pubblica.titolo', { bando: graduatoria.descrizioneBando })
      : t('graduatoria.titoloBreve');
  }, [graduatoria, t]);
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {graduatoria
          ? t('graduatoria.pubblica.titolo', { bando: graduatoria.descrizioneBando })
          : t('graduatoria.titoloBreve')}
      </Typography>
      {errore && <Typography role="alert">{t('graduatoria.pubblica.assente')}</Typography>}
      {!graduatoria && !errore && <Typography role="status">{t('graduatoria.pubblica.caricamento')}</Typography>}
      {graduatoria && (
        <>
          <Typography>
            {t('graduatoria.pubblica.definitiva', { data: giorno(graduatoria.finalizzataIl) })}
            {graduatoria.dataDecreto && ` ${t('graduatoria.decreto', { data: giorno(graduatoria.dataDecreto) })}`}
          </Typography>
          <dl>
            <dt>{t('graduatoria.punteggioMinimo')}</dt>
            <dd>{punti(graduatoria.punteggioMinimo)}</dd>
            <dt>{t('graduatoria.budget')}</dt>
            <dd>{euro(graduatoria.budget)}</dd>
          </dl>
          <Typography sx={{ mb: 2 }}>
            <Link href={percorso(PERCORSI_DATI_APERTI.csv, graduatoria.idBando)}>{t('graduatoria.pubblica.csv')}</Link>
            {' · '}
            <Link href={percorso(PERCORSI_DATI_APERTI.json, graduatoria.idBando)}>
              {t('graduatoria.pubblica.json')}
            </Link>
          </Typography>
          <Righe graduatoria={graduatoria} t={t} />
        </>
      )}
    </Container>
  );
};
