import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { AZIONI_PROPONENTE, type ProponenteRecord } from '../../../../contract/proponenti/schema';
import { campiDi, campo } from '../campi';
import { CampoTesto } from '../CampoTesto';
import { PassoForm } from '../PassoForm';
import { email, telefono } from '../validazioni';
import { ValoriPasso } from '../ValoriPasso';
import { senzaVuoti, valoriDi, type PassoProps } from './comune';

const { label: ETICHETTA } = AZIONI_PROPONENTE.salvaReferente;
const CAMPI = campiDi('salvaReferente');

/** Step 4, salvaReferente: the person the offices contact about the programme. */
export const ReferentePasso = ({
  proponente,
  modificabile,
  registra,
  onSalvato,
  onError,
}: PassoProps & { proponente: ProponenteRecord }) => {
  const dataProvider = usePortalDataProvider();
  if (!modificabile) return <ValoriPasso campi={CAMPI} valori={proponente.referente} />;

  const salva = async (valori: Record<string, unknown>) => {
    await dataProvider.action('proponenti', 'salvaReferente', {
      params: { idProponente: proponente.idProponente },
      body: senzaVuoti(valori),
    });
    onSalvato(ETICHETTA);
  };
  const record = valoriDi(
    CAMPI.map((field) => field.source),
    proponente.referente,
  );
  return (
    <PassoForm record={record} salva={salva} etichetta={ETICHETTA} registra={registra} onError={onError}>
      <CampoTesto {...campo('salvaReferente', 'nome')} autoComplete="off" fullWidth />
      <CampoTesto {...campo('salvaReferente', 'cognome')} autoComplete="off" fullWidth />
      <CampoTesto {...campo('salvaReferente', 'telefono', telefono)} type="tel" fullWidth />
      <CampoTesto {...campo('salvaReferente', 'mail', email)} type="email" fullWidth />
    </PassoForm>
  );
};
