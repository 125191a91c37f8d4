import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { AZIONI_PROPONENTE, type ProponenteRecord } from '../../../../contract/proponenti/schema';
import { campiDi, campo } from '../campi';
import { CampoTesto } from '../CampoTesto';
import { PassoForm } from '../PassoForm';
import { iban, maiuscoloSenzaSpazi } from '../validazioni';
import { ValoriPasso } from '../ValoriPasso';
import { CampoAbi } from './CampoAbi';
import { senzaVuoti, valoriDi, type PassoProps } from './comune';

const { label: ETICHETTA } = AZIONI_PROPONENTE.salvaBancaAutorizzata;
const CAMPI = campiDi('salvaBancaAutorizzata');

/**
 * Step 5, salvaBancaAutorizzata. The bank is named by its ABI code (checked here and there), found by code or by name
 * in the banks' list (`banche`), whose registered name the server keeps.
 */
export const BancaPasso = ({
  proponente,
  modificabile,
  registra,
  onSalvato,
  onError,
}: PassoProps & { proponente: ProponenteRecord }) => {
  const dataProvider = usePortalDataProvider();
  if (!modificabile) return <ValoriPasso campi={CAMPI} valori={proponente.bancaAutorizzata} />;

  const salva = async (valori: Record<string, unknown>) => {
    await dataProvider.action('proponenti', 'salvaBancaAutorizzata', {
      params: { id: proponente.idProgrammaInvestimento },
      body: senzaVuoti(valori),
    });
    onSalvato(ETICHETTA);
  };
  const record = valoriDi(
    CAMPI.map((field) => field.source),
    proponente.bancaAutorizzata,
  );
  return (
    <PassoForm record={record} salva={salva} etichetta={ETICHETTA} registra={registra} onError={onError}>
      <CampoAbi />
      <CampoTesto
        {...campo('salvaBancaAutorizzata', 'denominazione')}
        helperText="portale.proponenti.bank.registered_name"
        fullWidth
      />
      <CampoTesto {...campo('salvaBancaAutorizzata', 'iban', iban)} parse={maiuscoloSenzaSpazi} fullWidth />
    </PassoForm>
  );
};
