import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LuogoDelleAzioni } from '../../../src/engine/actions/LuogoDelleAzioni';
import { ActionButtons } from '../../../src/engine/actions/ActionButton';
import { AzioneNonPossibile } from '../../../src/engine/actions/AzioneNonPossibile';
import { useAzioniPossibili } from '../../../src/engine/actions/useAzioniPossibili';
import { actionInLanguage } from '../../../src/engine/labels';
import { useIndirizzoCanonico } from '../../../src/engine/useIndirizzoCanonico';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { useOperazione } from '../../../src/startup/OperazioneContext';
import { azioniPossibiliProgramma } from '../../../contract/programmi/possible-actions';
import { dettaglioProgrammaPath, listaProgrammiPath } from '../percorsi';
import { programmiSchema, type ProgrammaRecord } from '../../../contract/programmi/schema';
import { StatoChip } from '../StatoChip';
import { schedaDellaMancanza } from './doveCompletare';
import { FileApprovazione } from './FileApprovazione';
import { SchedeProgramma, useSchedeProgramma } from './SchedeProgramma';

/**
 * The actions whose dialog lets the person provide in place what they need: offered even when the server would refuse
 * them now, since the dialog is where that is completed.
 */
const NEL_DIALOGO = { approva: FileApprovazione };

/** The programme detail: its state, the actions the person may take now, and its tabs. */
export const ProgrammaDettaglio = ({ idProgramma }: { idProgramma: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { readOnly } = useOperazione();
  const schede = useSchedeProgramma();
  const {
    data: programma,
    isPending,
    error,
  } = useGetOne<ProgrammaRecord & { id: number | string }>('programmi', { id: idProgramma });
  useIndirizzoCanonico(programma && dettaglioProgrammaPath(programma.idBando, programma.idProgrammaInvestimento));
  const possibili = useAzioniPossibili(
    azioniPossibiliProgramma,
    programma && { id: programma.idProgrammaInvestimento },
  );
  // Before any click: an action the server would refuse now is shown disabled, with its reasons and where to act.
  const nonPossibile = (nome: string) => {
    const rifiuto = possibili?.[nome];
    if (readOnly || nome in NEL_DIALOGO || rifiuto?.possibile !== false) return undefined;
    const prima = Object.keys(rifiuto.errori ?? {})[0];
    const verso = prima === undefined ? undefined : schedaDellaMancanza(prima);
    const scheda = schede.schede.find(({ titolo }) => titolo === verso);
    return (
      <AzioneNonPossibile
        label={actionInLanguage(translate, 'programmi', nome, programmiSchema.actions![nome]).label}
        rifiuto={rifiuto}
        dove={scheda && { scheda: translate(scheda.titolo), onVai: () => schede.apri(scheda.titolo) }}
      />
    );
  };
  const trail = [
    { label: translate('portale.bandi.list_title'), to: '/' },
    ...(programma
      ? [{ label: translate('portale.programmi.of_call'), to: listaProgrammiPath(programma.idBando) }]
      : []),
  ];
  return (
    <>
      <PageTitle
        title={
          programma
            ? translate('portale.programmi.detail_title', {
                id: programma.idProgrammaInvestimento,
                name: programma.denominazione,
              })
            : translate('portale.programmi.detail_title_pending')
        }
        trail={trail}
      />
      <LoadingWrapper isPending={isPending} error={error}>
        {programma && (
          <RecordContextProvider value={programma}>
            <LuogoDelleAzioni>
              <StatoChip idStato={programma.idStato} descrizione={programma.descrizioneStato} />
              <ActionButtons
                schema={programmiSchema}
                onDone={{ elimina: () => navigate(listaProgrammiPath(programma.idBando)) }}
                inDialog={NEL_DIALOGO}
                instead={nonPossibile}
              />
            </LuogoDelleAzioni>
            <SchedeProgramma programma={programma} {...schede} />
          </RecordContextProvider>
        )}
      </LoadingWrapper>
    </>
  );
};
