import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useGetOne, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { refusalOf, type Refusal } from '../../src/engine/actions/refusal';
import { RefusalAlert } from '../../src/engine/actions/RefusalAlert';
import { serverErrorsOnForm } from '../../src/engine/forms/serverErrors';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { istante } from '../../src/engine/format';
import { LoadingWrapper } from '../../src/layout/LoadingWrapper';
import { useOperazione } from '../../src/startup/OperazioneContext';
import { useLettura } from '../allegati/file/useLettura';
import { isAllowed } from '../../contract/policy';
import type { Role } from '../../contract/roles';
import { AllegatoChecklist } from './AllegatoChecklist';
import {
  varianteChecklist,
  type AmbitoChecklist,
  type ChecklistRecord,
  type PresenzaAllegatiChecklist,
  type RiepilogoChecklist,
  type TipoChecklist,
} from '../../contract/checklist/chiamate';
import { ChecklistFirmata } from './ChecklistFirmata';
import { Mancanti } from './Mancanti';
import { notaTroppoLunga, VoceInput, type Risposta } from './VoceInput';

export interface ChecklistFormProps {
  readonly tipo: TipoChecklist;
  readonly ambito: AmbitoChecklist;
  /** `idProgrammaInvestimento` (programme or proponent scope) or `idBeneficiario`. */
  readonly id: number;
  /**
   * What the policy reads (the programme, or the beneficiary: both carry the programme's `idStato`). Default: the
   * record in context when it is this one, otherwise it is read by `id`.
   */
  readonly record?: Record<string, unknown>;
  /** Called after each save or change of file, so a page can update its own summary. */
  readonly onCambiata?: () => void;
}

/** A field of the save's body the server names (the validator's paths): `voci.<position>.<idVoce|esito|note>`. */
const CAMPO_DI_VOCE = /^voci\.(\d+)\./;

interface Rifiuto {
  /** The server's words on each item it named, by `idVoce`. */
  readonly perVoce: Readonly<Record<number, string>>;
  /** What no item can show, said above the save. */
  readonly generale?: Refusal;
}

/**
 * A refused save where it belongs (serverErrorsOnForm, as every form): each item the server names by its position in
 * the body is marked with the server's words; the rest, a 409's list included, is said in place under the items.
 */
function rifiutoDi(error: unknown, inviate: readonly { idVoce: number }[]): Rifiuto {
  const sulModulo = serverErrorsOnForm(error, (campo) => CAMPO_DI_VOCE.test(campo));
  const perVoce: Record<number, string> = {};
  for (const [campo, testo] of Object.entries(sulModulo?.form ?? {})) {
    const posizione = CAMPO_DI_VOCE.exec(campo)?.[1];
    const voce = posizione === undefined ? undefined : inviate[Number(posizione)];
    if (voce) perVoce[voce.idVoce] = String(testo);
  }
  if (Object.keys(perVoce).length === 0) return { perVoce, generale: refusalOf(error, sulModulo?.others) };
  const others = sulModulo?.others ?? [];
  return {
    perVoce,
    generale: { message: 'portale.checklist.not_saved', items: others },
  };
}

const risposteDi = (checklist: ChecklistRecord): Record<number, Risposta> =>
  Object.fromEntries(checklist.voci.map((voce) => [voce.idVoce, { esito: voce.esito, note: voce.note ?? '' }]));

function useTitolare({ ambito, id, record }: ChecklistFormProps) {
  const perBeneficiario = ambito === 'beneficiario';
  const inContesto = useRecordContext();
  const chiave = perBeneficiario ? 'idBeneficiario' : 'idProgrammaInvestimento';
  const dato = record ?? (inContesto && inContesto[chiave] === id ? inContesto : undefined);
  const letto = useGetOne(perBeneficiario ? 'beneficiari' : 'programmi', { id }, { enabled: !dato });
  return dato ?? (letto.data as Record<string, unknown> | undefined);
}

/**
 * A checklist of a programme (its proponent's) or of a beneficiary: each item's outcome, note and optional
 * file, the checklist's supporting document, the save, and what is still missing as the server counts it. Editing
 * follows the checklist policy (the review's instructors and coordinator; takeover and variation as their closing
 * actions).
 */
export const ChecklistForm = (props: ChecklistFormProps) => {
  const { tipo, ambito, id, onCambiata } = props;
  const variante = varianteChecklist(tipo, ambito);
  const translate = useTranslate();
  const titolo = translate(`portale.checklist.titles.${tipo}`);
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { readOnly } = useOperazione();
  const titolare = useTitolare(props);
  const perBeneficiario = ambito === 'beneficiario';
  const checklist = useLettura<ChecklistRecord>(
    'checklist',
    variante?.leggi ?? '',
    variante && { [perBeneficiario ? 'idBeneficiario' : 'idProgrammaInvestimento']: id },
  );
  const idProgramma = checklist.data?.idProgrammaInvestimento;
  const programmaDaLeggere = idProgramma === undefined ? undefined : { idProgrammaInvestimento: idProgramma };
  const riepilogo = useLettura<RiepilogoChecklist>('checklist', 'riepilogo', programmaDaLeggere);
  const presenza = useLettura<PresenzaAllegatiChecklist>('checklist', 'presenzaAllegati', programmaDaLeggere);
  const [risposte, setRisposte] = useState<Record<number, Risposta>>({});
  const [salvataggio, setSalvataggio] = useState(false);
  const [rifiuto, setRifiuto] = useState<Rifiuto>();
  // Each reading replaces the answers being edited, during the render rather than in an effect after it.
  const [checklistLetta, setChecklistLetta] = useState<ChecklistRecord>();
  if (checklist.data !== checklistLetta) {
    setChecklistLetta(checklist.data);
    if (checklist.data) setRisposte(risposteDi(checklist.data));
  }

  if (!variante)
    return (
      <Typography>{translate('portale.checklist.not_for_beneficiary', { checklist: titolo.toLowerCase() })}</Typography>
    );

  const letta = checklist.data;
  const modificabile =
    !readOnly &&
    titolare !== undefined &&
    isAllowed({ roles, resource: 'checklist', permission: `action:${variante.azione}`, record: titolare });
  const chiusura = tipo === 'subentro' || tipo === 'variazione';
  const voceRiepilogo = riepilogo.data?.checklist.find(
    (voce) =>
      voce.tipo === tipo.toUpperCase() &&
      voce.ambito === (perBeneficiario ? 'BENEFICIARIO' : 'PROGRAMMA') &&
      (!perBeneficiario || voce.idBeneficiario === id),
  );

  const aggiorna = () => {
    checklist.ricarica();
    riepilogo.ricarica();
    presenza.ricarica();
    onCambiata?.();
  };

  const salva = async (event: FormEvent) => {
    event.preventDefault();
    const voci = Object.entries(risposte)
      .filter(([, risposta]) => risposta.esito !== null)
      .map(([idVoce, risposta]) => ({
        idVoce: Number(idVoce),
        esito: risposta.esito,
        note: risposta.note.trim() || null,
      }));
    if (voci.length === 0) {
      notify('portale.checklist.no_outcome', { type: 'warning' });
      return;
    }
    // Each item already says its note is too long; the server would refuse the whole save.
    if (Object.values(risposte).some((risposta) => notaTroppoLunga(risposta.note))) return;
    setRifiuto(undefined);
    setSalvataggio(true);
    try {
      const chiave = perBeneficiario ? 'idBeneficiario' : chiusura ? 'id' : 'idProgrammaInvestimento';
      await dataProvider.action('checklist', variante.salva, { params: { [chiave]: id }, body: { voci } });
      notify('portale.checklist.saved', { type: 'success', messageArgs: { checklist: titolo } });
      aggiorna();
      // A complete takeover or variation checklist brings the programme back to «Approvato».
      if (chiusura) refresh();
    } catch (error) {
      setRifiuto(rifiutoDi(error, voci));
    } finally {
      setSalvataggio(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="h6">
        {titolo}
      </Typography>
      <LoadingWrapper isPending={checklist.isPending && !checklist.data} error={checklist.error}>
        {checklist.data && (
          <>
            <Mancanti
              voce={voceRiepilogo}
              presenza={presenza.data}
              idProgrammaInvestimento={checklist.data.idProgrammaInvestimento}
            />
            <form onSubmit={salva} aria-label={titolo} noValidate>
              {checklist.data.voci.map((voce) => (
                // The item's file sits outside its fieldset, whose `disabled` would also switch off the download.
                <Box key={voce.idVoce} sx={{ mb: 2 }}>
                  <VoceInput
                    voce={voce}
                    risposta={risposte[voce.idVoce] ?? { esito: null, note: '' }}
                    modificabile={modificabile && !salvataggio}
                    errore={rifiuto?.perVoce[voce.idVoce]}
                    onChange={(risposta) => setRisposte((correnti) => ({ ...correnti, [voce.idVoce]: risposta }))}
                  />
                  {letta && (
                    <AllegatoChecklist
                      checklist={letta}
                      variante={variante}
                      titolo={titolo}
                      modificabile={modificabile}
                      onCambiato={aggiorna}
                      voce={voce}
                    />
                  )}
                </Box>
              ))}
              {checklist.data.aggiornataDaNome && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {checklist.data.aggiornataIl
                    ? translate('portale.checklist.last_saved_by_on', {
                        who: checklist.data.aggiornataDaNome,
                        when: istante(checklist.data.aggiornataIl),
                      })
                    : translate('portale.checklist.last_saved_by', { who: checklist.data.aggiornataDaNome })}
                </Typography>
              )}
              {rifiuto?.generale && <RefusalAlert refusal={rifiuto.generale} />}
              {modificabile && (
                <Button type="submit" variant="contained" aria-busy={salvataggio} disabled={salvataggio}>
                  {salvataggio
                    ? translate('portale.checklist.saving')
                    : translate('portale.checklist.save', { checklist: titolo.toLowerCase() })}
                </Button>
              )}
            </form>
            <AllegatoChecklist
              checklist={checklist.data}
              variante={variante}
              titolo={titolo}
              modificabile={modificabile}
              onCambiato={aggiorna}
            />
            {chiusura && (
              <ChecklistFirmata
                nome={tipo === 'subentro' ? 'Subentro' : 'Variazione'}
                idProgrammaInvestimento={checklist.data.idProgrammaInvestimento}
                modificabile={modificabile}
              />
            )}
          </>
        )}
      </LoadingWrapper>
    </Stack>
  );
};
