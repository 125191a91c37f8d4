import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { AZIONI_PROPONENTE, type ProponenteRecord } from '../../../../contract/proponenti/schema';
import { campiDi, campo } from '../campi';
import { CampoData, CampoTesto } from '../CampoTesto';
import { PassoForm } from '../PassoForm';
import { codiceFiscalePersona, email, maiuscoloSenzaSpazi, telefono } from '../validazioni';
import { ValoriPasso } from '../ValoriPasso';
import { senzaVuoti, valoriDi, type PassoProps } from './comune';

const { label: ETICHETTA } = AZIONI_PROPONENTE.salvaRappresentanteLegale;
const CAMPI = campiDi('salvaRappresentanteLegale');

/** Step 3, salvaRappresentanteLegale: a person, whose surname is also how the proponent's programmes are searched. */
export const RappresentantePasso = ({
  proponente,
  modificabile,
  registra,
  onSalvato,
  onError,
}: PassoProps & { proponente: ProponenteRecord }) => {
  const dataProvider = usePortalDataProvider();
  if (!modificabile) return <ValoriPasso campi={CAMPI} valori={proponente.rappresentanteLegale} />;

  const salva = async (valori: Record<string, unknown>) => {
    await dataProvider.action('proponenti', 'salvaRappresentanteLegale', {
      body: { ...senzaVuoti(valori), idProponente: proponente.idProponente },
    });
    onSalvato(ETICHETTA);
  };
  const record = valoriDi(
    CAMPI.map((field) => field.source),
    proponente.rappresentanteLegale,
  );
  return (
    <PassoForm record={record} salva={salva} etichetta={ETICHETTA} registra={registra} onError={onError}>
      <CampoTesto
        {...campo('salvaRappresentanteLegale', 'codiceFiscale', codiceFiscalePersona)}
        parse={maiuscoloSenzaSpazi}
        fullWidth
      />
      <CampoTesto {...campo('salvaRappresentanteLegale', 'nome')} autoComplete="off" fullWidth />
      <CampoTesto {...campo('salvaRappresentanteLegale', 'cognome')} autoComplete="off" fullWidth />
      <CampoData {...campo('salvaRappresentanteLegale', 'dataNascita')} />
      <CampoTesto {...campo('salvaRappresentanteLegale', 'comuneNascita')} fullWidth />
      <CampoTesto {...campo('salvaRappresentanteLegale', 'telefono', telefono)} type="tel" fullWidth />
      <CampoTesto {...campo('salvaRappresentanteLegale', 'mail', email)} type="email" fullWidth />
    </PassoForm>
  );
};
