import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { AZIONI_PROPONENTE, type ProponenteRecord } from '../../../../contract/proponenti/schema';
import { campiDi, campo } from '../campi';
import { CampoTesto } from '../CampoTesto';
import { PassoForm } from '../PassoForm';
import { email, pec } from '../validazioni';
import { ValoriPasso } from '../ValoriPasso';
import { senzaVuoti, valoriDi, type PassoProps } from './comune';

const { label: ETICHETTA } = AZIONI_PROPONENTE.salvaMail;
const SOURCES = ['mail', 'pec'];

/** Step 2, salvaMailProponente: mail and PEC travel in the query. */
export const RecapitiPasso = ({
  proponente,
  modificabile,
  registra,
  onSalvato,
  onError,
}: PassoProps & { proponente: ProponenteRecord }) => {
  const dataProvider = usePortalDataProvider();
  if (!modificabile) return <ValoriPasso campi={campiDi('salvaMail')} valori={proponente} />;

  const salva = async (valori: Record<string, unknown>) => {
    await dataProvider.action('proponenti', 'salvaMail', {
      params: { ...senzaVuoti(valori), idProponente: proponente.idProponente },
    });
    onSalvato(ETICHETTA);
  };
  return (
    <PassoForm
      record={valoriDi(SOURCES, proponente)}
      salva={salva}
      etichetta={ETICHETTA}
      registra={registra}
      onError={onError}
    >
      <CampoTesto {...campo('salvaMail', 'mail', email)} type="email" autoComplete="email" fullWidth />
      <CampoTesto {...campo('salvaMail', 'pec', pec)} type="email" fullWidth />
    </PassoForm>
  );
};
