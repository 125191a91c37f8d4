import { useState } from 'react';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { domandeSchema, type DomandaRecord } from '../../../contract/domande/schema';
import { useIndirizzoCanonico } from '../../../src/engine/useIndirizzoCanonico';
import { useResourceName } from '../../../src/engine/useResourceName';
import { LuogoDelleAzioni } from '../../../src/engine/actions/LuogoDelleAzioni';
import { ActionButton } from '../../../src/engine/actions/ActionButton';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { dettaglioDomandaPath, listaDomandePath } from '../percorsi';
import { StatoDomandaChip } from '../StatoDomandaChip';
import { actionInLanguage } from '../../../src/engine/labels';
import { useOperazione } from '../../../src/startup/OperazioneContext';
import { AzioneConElenco } from './AzioneConElenco';
import { AzioneNonPossibile } from '../../../src/engine/actions/AzioneNonPossibile';
import { Mancanze } from './Mancanze';
import { SedeInRegione } from './SedeInRegione';
import {
  ELENCHI_MANCANZE,
  SCHEDE_DOMANDA,
  schedaDellaMancanza,
  type AzioneConMancanze,
  type SchedaDomanda,
} from './schede';
import { SchedeDomanda } from './SchedeDomanda';
import { useAzioniPossibili } from '../../../src/engine/actions/useAzioniPossibili';
import { azioniPossibiliDomanda } from '../../../contract/domande/possible-actions';

/** Actions with a place of their own: creation is on the list, forwarding and concluding explain their refusals. */
const CON_ELENCO: readonly AzioneConMancanze[] = ['inoltra', 'concludiValutazione'];
const PROPRIE = new Set<string>([
  ...CON_ELENCO,
  'creaDomanda',
  'salvaMailProponente',
  'salvaRappresentanteLegale',
  'salvaReferente',
]);
const AZIONI = Object.entries(domandeSchema.actions ?? {}).filter(([nome]) => !PROPRIE.has(nome));

/** An application's page: its state, what the person may do now, and its tabs. */
export const DomandaDettaglio = ({ idDomanda }: { idDomanda: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // A work-queue item opens the page at the tab where its work is (`?scheda=`).
  const [indirizzo] = useSearchParams();
  const [scheda, setScheda] = useState<SchedaDomanda>(
    () => SCHEDE_DOMANDA.find(({ chiave }) => chiave === indirizzo.get('scheda'))?.chiave ?? 'datiGenerali',
  );
  const [mancanze, setMancanze] = useState<{ azione: AzioneConMancanze; voci: Record<string, string> }>();
  // Where a «completa in …» link sends the focus: a new object each click, so the same link works twice.
  const [fuoco, setFuoco] = useState<{ readonly chiave?: string }>();
  const {
    data: domanda,
    isPending,
    error,
  } = useGetOne<DomandaRecord & { id: number }>('domande', { id: Number(idDomanda) });
  useIndirizzoCanonico(domanda && dettaglioDomandaPath(domanda.idBando, domanda.idDomanda));
  const { readOnly } = useOperazione();
  const possibili = useAzioniPossibili(azioniPossibiliDomanda, domanda);
  // Before any click: the list of what stops forwarding or concluding, as the server's guard gives it.
  const elencoPrima = CON_ELENCO.flatMap((azione) => {
    const errori = possibili?.[azione]?.errori;
    return possibili?.[azione]?.possibile === false && errori ? [{ azione, voci: errori }] : [];
  })[0];
  const elenco = mancanze ?? elencoPrima;
  const vai = (verso: SchedaDomanda, chiave?: string) => {
    setScheda(verso);
    setFuoco({ chiave });
  };
  const nonPossibile = (nome: string) => {
    const rifiuto = possibili?.[nome];
    if (readOnly || rifiuto?.possibile !== false) return undefined;
    const label = actionInLanguage(translate, 'domande', nome, domandeSchema.actions![nome]).label;
    const conElenco = nome in ELENCHI_MANCANZE && Boolean(rifiuto.errori);
    const prima = Object.keys(rifiuto.errori ?? {})[0];
    const verso = prima === undefined ? undefined : schedaDellaMancanza(prima);
    return (
      <AzioneNonPossibile
        key={nome}
        label={label}
        rifiuto={rifiuto}
        elencoSotto={conElenco}
        dove={verso && { scheda: translate(`domande.schede.${verso}`), onVai: () => vai(verso, prima) }}
      />
    );
  };
  const nameOf = useResourceName();
  const trail = [
    { label: translate('domande.percorso.home'), to: '/' },
    ...(domanda ? [{ label: translate('domande.percorso.lista'), to: listaDomandePath(domanda.idBando) }] : []),
  ];
  const titolo = domanda
    ? translate('domande.dettaglio.titolo', { id: domanda.idDomanda, denominazione: domanda.denominazione })
    : nameOf(domandeSchema, 1);
  return (
    <>
      <PageTitle title={titolo} trail={trail} />
      <LoadingWrapper isPending={isPending} error={error}>
        {domanda && (
          <RecordContextProvider value={domanda}>
            <LuogoDelleAzioni>
              <StatoDomandaChip idStato={domanda.idStato} descrizione={domanda.descrizioneStato} />
              {CON_ELENCO.map(
                (azione) =>
                  nonPossibile(azione) ?? (
                    <AzioneConElenco
                      key={azione}
                      nome={azione}
                      domanda={domanda}
                      onMancanze={(voci) => setMancanze(voci && { azione, voci })}
                    />
                  ),
              )}
              {AZIONI.map(
                ([nome, azione]) =>
                  nonPossibile(nome) ?? (
                    <ActionButton
                      key={nome}
                      schema={domandeSchema}
                      name={nome}
                      action={azione}
                      onDone={nome === 'elimina' ? () => navigate(listaDomandePath(domanda.idBando)) : undefined}
                    />
                  ),
              )}
            </LuogoDelleAzioni>
            {domanda.sedeInRegione && <SedeInRegione sede={domanda.sedeInRegione} />}
            {elenco && (
              <Mancanze azione={elenco.azione} mancanze={elenco.voci} annuncia={Boolean(mancanze)} onVai={vai} />
            )}
            <SchedeDomanda
              domanda={domanda}
              scheda={scheda}
              onScheda={(verso) => {
                setScheda(verso);
                setFuoco(undefined);
              }}
              fuoco={fuoco}
            />
          </RecordContextProvider>
        )}
      </LoadingWrapper>
    </>
  );
};
