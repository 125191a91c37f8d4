import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../../../src/engine/actions/ActionButton';
import { dettaglioProgrammaPath } from '../../../programmi/percorsi';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import { dettaglioBeneficiarioPath } from '../../percorsi';
import { beneficiariSchema, type BeneficiarioRecord } from '../../../../contract/beneficiari/schema';
import { AvviaSubentroButton } from './AvviaSubentroButton';

const { abilita, disabilita, salvaCodiceCdp, annullaSubentro, elimina } = AZIONI_BENEFICIARIO;

/**
 * The beneficiary's named actions, each shown only where the policy allows it for this record. Removing the beneficiary
 * leads back to the programme; cancelling a takeover to the beneficiary restored.
 */
export const AzioniBeneficiario = ({ idBando }: { idBando: string }) => {
  const navigate = useNavigate();
  const programma = (idProgramma: number) => navigate(dettaglioProgrammaPath(idBando, idProgramma));
  const beneficiarioDi = (risposta: unknown) => {
    const { idProgrammaInvestimento, idBeneficiario } = risposta as BeneficiarioRecord;
    navigate(dettaglioBeneficiarioPath(idBando, idProgrammaInvestimento, idBeneficiario));
  };
  return (
    <>
      <ActionButton schema={beneficiariSchema} name="abilita" action={abilita} />
      <ActionButton schema={beneficiariSchema} name="disabilita" action={disabilita} />
      <ActionButton schema={beneficiariSchema} name="salvaCodiceCdp" action={salvaCodiceCdp} />
      <AvviaSubentroButton onDone={beneficiarioDi} />
      <ActionButton
        schema={beneficiariSchema}
        name="annullaSubentro"
        action={annullaSubentro}
        onDone={beneficiarioDi}
      />
      <ActionButton
        schema={beneficiariSchema}
        name="elimina"
        action={elimina}
        onDone={(risposta) => programma((risposta as BeneficiarioRecord).idProgrammaInvestimento)}
      />
    </>
  );
};
