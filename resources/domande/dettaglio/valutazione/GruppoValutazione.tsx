import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { ValutazioneParametro } from '../../../../contract/valutazione/record';
import { errorMessage } from '../../../../src/engine/actions/errorMessage';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import { erroreMotivazione, PAGINA_SENZA_ALLEGATO } from '../../../../contract/valutazione/motivazione';
import {
  CampoParametro,
  idDelCampo,
  NOTA_MASSIMA,
  notaTroppoLunga,
  type CampoDelPunteggio,
  type ErroriDelPunteggio,
  type Scelta,
} from './CampoParametro';
import type { Evidenza } from './evidenze';
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
  /** The files a score may cite. */
  readonly evidenze: readonly Evidenza[];
  readonly fuoco?: string;
  /** Names the group to `onValori`, which gets the values chosen now (saved or not), for the running total. */
  readonly gruppo: string;
  readonly onValori: (gruppo: string, valori: ValoreScelto[]) => void;
}

const sceltaDi = (parametro: ValutazioneParametro): Scelta => ({
  idPunteggio: parametro.idPunteggio,
  valore: parametro.valore,
  motivazione: parametro.motivazione ?? '',
  idAllegatoEvidenza: parametro.idAllegatoEvidenza,
  paginaEvidenza: parametro.paginaEvidenza === null ? '' : String(parametro.paginaEvidenza),
  note: parametro.note ?? '',
});

type ErroriPerParametro = Record<number, ErroriDelPunteggio>;
const CAMPI: readonly CampoDelPunteggio[] = [
  'idPunteggio',
  'motivazione',
  'idAllegatoEvidenza',
  'paginaEvidenza',
  'note',
];

/**
 * The server's 400 names a field of an item of the list it was sent (`valutazioni.<i>.motivazione`): back to that
 * field of its parameter; a refused parameter (`idParametro`) shows on its scores.
 */
function erroriDelServer(error: unknown, inviati: readonly number[]): ErroriPerParametro | undefined {
  const errori = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  const trovati: ErroriPerParametro = {};
  for (const [chiave, testo] of Object.entries(errori)) {
    const [, indice, nome] = /^valutazioni\.(\d+)\.(\w+)/.exec(chiave) ?? [];
    if (indice === undefined) continue;
    const campo = CAMPI.find((candidato) => candidato === nome) ?? 'idPunteggio';
    const idParametro = inviati[Number(indice)];
    trovati[idParametro] = { ...trovati[idParametro], [campo]: String(testo) };
  }
  return Object.keys(trovati).length > 0 ? trovati : undefined;
}

const paginaDi = (testo: string) => (testo.trim() === '' ? null : Number(testo));

/** The parameters of one level for the application or one beneficiary, with their own save. */
export const GruppoValutazione = (props: Props) => {
  const { titolo, nota, resource, valutato, chiaveDi, etichettaSalva, scrivibile, evidenze, fuoco, gruppo, onValori } =
    props;
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
  const [errori, setErrori] = useState<ErroriPerParametro>({});
  const [inCorso, setInCorso] = useState(false);
  // The chosen values only: typing a motivation or a note changes no total, so the tab is not drawn again for it.
  const valoriScelti = parametri.map(({ idParametro }) => scelte[idParametro]?.valore ?? null).join(';');
  useEffect(() => {
    onValori(
      gruppo,
      parametri.map(({ idParametro, livello }, indice) => {
        const valore = valoriScelti.split(';')[indice];
        return { idParametro, livello, valore: valore ? Number(valore) : null };
      }),
    );
  }, [gruppo, parametri, valoriScelti, onValori]);

  /** A changed field loses the error it had: what the person fixes stops being marked. */
  const cambia = (idParametro: number, scelta: Scelta) => {
    const prima = scelte[idParametro];
    setModifiche((modificate) => ({ ...modificate, [idParametro]: scelta }));
    setErrori((tutti) => {
      if (!tutti[idParametro]) return tutti;
      const suoi = Object.fromEntries(
        Object.entries(tutti[idParametro] ?? {}).filter(([campo]) => {
          const chiave = campo as CampoDelPunteggio;
          return scelta[chiave] === prima?.[chiave];
        }),
      );
      return { ...tutti, [idParametro]: suoi };
    });
  };

  /** What the server would refuse, found before sending: the same sentences, on the same fields. */
  const erroriDelModulo = (): ErroriPerParametro => {
    const trovati: ErroriPerParametro = {};
    for (const { idParametro, lunghezzaMinimaMotivazione } of parametri) {
      const scelta = scelte[idParametro];
      if (!scelta) continue;
      const pagina = paginaDi(scelta.paginaEvidenza);
      const suoi: ErroriDelPunteggio = {
        idPunteggio:
          scelta.idPunteggio === null && scelta.motivazione.trim() !== ''
            ? translate('valutazione.motivazioneSenzaPunteggio')
            : undefined,
        motivazione:
          scelta.idPunteggio === null ? undefined : erroreMotivazione(scelta.motivazione, lunghezzaMinimaMotivazione),
        paginaEvidenza:
          pagina !== null && !(Number.isInteger(pagina) && pagina >= 1)
            ? translate('valutazione.paginaNonValida')
            : pagina !== null && scelta.idAllegatoEvidenza === null
              ? PAGINA_SENZA_ALLEGATO
              : undefined,
        note: notaTroppoLunga(scelta.note) ? translate('ra.validation.maxLength', { max: NOTA_MASSIMA }) : undefined,
      };
      const presenti = Object.entries(suoi).filter(([, testo]) => testo !== undefined);
      if (presenti.length > 0) trovati[idParametro] = Object.fromEntries(presenti);
    }
    return trovati;
  };

  /** Brings the person to the first refused field, in the order of the form. */
  const vaiAlPrimo = (trovati: ErroriPerParametro) => {
    for (const { idParametro } of parametri) {
      const campo = CAMPI.find((candidato) => trovati[idParametro]?.[candidato]);
      if (!campo) continue;
      const elemento = document.getElementById(idDelCampo(chiaveDi(idParametro), campo));
      (elemento?.querySelector('input') ?? elemento)?.focus();
      return;
    }
  };

  const salva = async () => {
    const delModulo = erroriDelModulo();
    if (Object.keys(delModulo).length > 0) {
      setErrori(delModulo);
      vaiAlPrimo(delModulo);
      return;
    }
    const scelti = parametri.filter(({ idParametro }) => (scelte[idParametro]?.idPunteggio ?? null) !== null);
    if (scelti.length === 0) {
      setErrori({});
      notify('valutazione.nienteDaSalvare', { type: 'warning' });
      return;
    }
    const valutazioni = scelti.map(({ idParametro }) => {
      const scelta = scelte[idParametro];
      return {
        idParametro,
        idPunteggio: scelta.idPunteggio,
        motivazione: scelta.motivazione.trim(),
        idAllegatoEvidenza: scelta.idAllegatoEvidenza,
        paginaEvidenza: paginaDi(scelta.paginaEvidenza),
        note: scelta.note.trim() || null,
      };
    });
    setInCorso(true);
    try {
      await dataProvider.action(resource, 'salva', { record: valutato, body: { valutazioni } });
      setErrori({});
      notify('valutazione.salvati', { type: 'success' });
      await refetch();
      setModifiche({});
    } catch (error) {
      const delServer = erroriDelServer(
        error,
        valutazioni.map(({ idParametro }) => idParametro),
      );
      setErrori(delServer ?? {});
      if (delServer) vaiAlPrimo(delServer);
      else notify(errorMessage(error), { type: 'error' });
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
              onScelta={(scelta) => cambia(parametro.idParametro, scelta)}
              scrivibile={scrivibile}
              evidenze={evidenze}
              errori={errori[parametro.idParametro]}
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
