import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { ValutazioneParametro } from '../../../../contract/valutazione/record';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { CampoParametro, notaTroppoLunga, type Scelta } from './CampoParametro';
import type { ValoreScelto } from './punteggi';

interface Props {
  readonly titolo: string;
  readonly nota?: string;
  /** `valutazioniDomanda` with `{ idDomanda }`, or `valutazioniBeneficiario` with `{ idBeneficiario }`. */
  readonly resource: string;
  readonly valutato: Readonly<Record<string, number>>;
  readonly chiaveDi: (idParametro: number) => string;
  readonly etichettaSalva: string;
  readonly scrivibile: boolean;
  readonly fuoco?: string;
  /** Names the group to `onValori`, which gets the values chosen now (saved or not), for the running total. */
  readonly gruppo: string;
  readonly onValori: (gruppo: string, valori: ValoreScelto[]) => void;
}

const sceltaDi = ({ idPunteggio, valore, note }: ValutazioneParametro): Scelta => ({
  idPunteggio,
  valore,
  note: note ?? '',
});

/** The server's 400 names an item of the list it was sent (`valutazioni.<i>.idPunteggio`): back to its parameter. */
function erroriPerParametro(error: unknown, inviati: readonly number[]): Record<number, string> | undefined {
  const errori = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  const voci = Object.entries(errori).flatMap(([chiave, testo]) => {
    const indice = /^valutazioni\.(\d+)\./.exec(chiave)?.[1];
    return indice === undefined ? [] : [[inviati[Number(indice)], String(testo)] as const];
  });
  return voci.length > 0 ? Object.fromEntries(voci) : undefined;
}

/** The parameters of one level for the application or one beneficiary, with their own save. */
export const GruppoValutazione = (props: Props) => {
  const { titolo, nota, resource, valutato, chiaveDi, etichettaSalva, scrivibile, fuoco, gruppo, onValori } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalDataProvider();
  const titoloId = useId();
  const { data, isPending, error, refetch } = useGetList<ValutazioneParametro & RaRecord>(resource, {
    filter: valutato,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'ordine', order: 'ASC' },
  });
  // One array per answer: the effects below run when the server's answer changes, not on every render.
  const parametri = useMemo(() => data ?? [], [data]);
  // Only what the person changed; the rest is what the server has.
  const [modifiche, setModifiche] = useState<Record<number, Scelta>>({});
  const scelte = useMemo(
    () =>
      Object.fromEntries(
        parametri.map((parametro) => [parametro.idParametro, modifiche[parametro.idParametro] ?? sceltaDi(parametro)]),
      ),
    [parametri, modifiche],
  );
  const [errori, setErrori] = useState<Record<number, string>>({});
  const [inCorso, setInCorso] = useState(false);
  useEffect(() => {
    onValori(
      gruppo,
      parametri.map(({ idParametro, livello }) => ({
        idParametro,
        livello,
        valore: scelte[idParametro]?.valore ?? null,
      })),
    );
  }, [gruppo, parametri, scelte, onValori]);

  const salva = async () => {
    // A note too long is marked on its field already: nothing is sent while one is.
    if (parametri.some(({ idParametro }) => notaTroppoLunga(scelte[idParametro]?.note ?? ''))) return;
    const scelti = parametri.filter(({ idParametro }) => (scelte[idParametro]?.idPunteggio ?? null) !== null);
    if (scelti.length === 0) {
      notify('valutazione.nienteDaSalvare', { type: 'warning' });
      return;
    }
    const valutazioni = scelti.map(({ idParametro }) => ({
      idParametro,
      idPunteggio: scelte[idParametro].idPunteggio,
      note: scelte[idParametro].note.trim() || null,
    }));
    setInCorso(true);
    try {
      await dataProvider.action(resource, 'salva', { record: valutato, body: { valutazioni } });
      setErrori({});
      notify('valutazione.salvati', { type: 'success' });
      await refetch();
      setModifiche({});
    } catch (error) {
      const perParametro = erroriPerParametro(
        error,
        valutazioni.map(({ idParametro }) => idParametro),
      );
      setErrori(perParametro ?? {});
      if (!perParametro) notify(errorMessage(error), { type: 'error' });
    } finally {
      setInCorso(false);
    }
  };
  return (
    <Stack component="section" aria-labelledby={titoloId} spacing={2} sx={{ mb: 4 }}>
      <Typography id={titoloId} component="h3" variant="h6">
        {titolo}
      </Typography>
      {nota && <Typography>{nota}</Typography>}
      {/* While loading, "no parameters" would be untrue and a save would send nothing. */}
      <LoadingWrapper isPending={isPending} error={error}>
        {parametri.length === 0 && <Typography>{translate('valutazione.nessunParametro')}</Typography>}
        {parametri.map((parametro) => {
          const chiave = chiaveDi(parametro.idParametro);
          return (
            <CampoParametro
              key={parametro.idParametro}
              chiave={chiave}
              parametro={parametro}
              scelta={scelte[parametro.idParametro]}
              onScelta={(scelta) => setModifiche((prima) => ({ ...prima, [parametro.idParametro]: scelta }))}
              scrivibile={scrivibile}
              errore={errori[parametro.idParametro]}
              inFuoco={fuoco === chiave}
            />
          );
        })}
        {scrivibile && parametri.length > 0 && (
          <div>
            <Button variant="contained" disabled={inCorso} onClick={() => void salva()}>
              {etichettaSalva}
            </Button>
          </div>
        )}
      </LoadingWrapper>
    </Stack>
  );
};
