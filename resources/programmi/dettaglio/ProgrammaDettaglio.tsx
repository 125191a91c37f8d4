import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LuogoDelleAzioni } from '../../../src/engine/actions/LuogoDelleAzioni';
import { ActionButtons } from '../../../src/engine/actions/ActionButton';
import { useIndirizzoCanonico } from '../../../src/engine/useIndirizzoCanonico';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { dettaglioProgrammaPath, listaProgrammiPath } from '../percorsi';
import { programmiSchema, type ProgrammaRecord } from '../../../contract/programmi/schema';
import { StatoChip } from '../StatoChip';
import { FileApprovazione } from './FileApprovazione';
import { SchedeProgramma } from './SchedeProgramma';

/** The actions whose dialog lets the person provide in place what they need. */
const NEL_DIALOGO = { approva: FileApprovazione };

/** The programme detail (spec §2): its state, the actions the person may take now, and its tabs. */
export const ProgrammaDettaglio = ({ idProgramma }: { idProgramma: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const {
    data: programma,
    isPending,
    error,
  } = useGetOne<ProgrammaRecord & { id: number | string }>('programmi', { id: idProgramma });
  useIndirizzoCanonico(programma && dettaglioProgrammaPath(programma.idBando, programma.idProgrammaInvestimento));
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
              />
            </LuogoDelleAzioni>
            <SchedeProgramma programma={programma} />
          </RecordContextProvider>
        )}
      </LoadingWrapper>
    </>
  );
};
