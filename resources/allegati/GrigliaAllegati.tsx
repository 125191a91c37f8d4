import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { LoadingWrapper } from '../../src/layout/LoadingWrapper';
import { useOperazione } from '../../src/startup/OperazioneContext';
import { isAllowed } from '../../contract/policy';
import type { Role } from '../../contract/roles';
import type { AllegatoDossierRecord } from '../../contract/allegati/chiamate';
import { CaricaAllegato } from './CaricaAllegato';
import { Scarica } from './file/PulsantiFile';
import { useLettura } from './file/useLettura';
import { raggruppaAllegati } from './raggruppa';
import { TabellaCategoria } from './TabellaCategoria';
import { useRiferimenti } from './useRiferimenti';

export interface GrigliaAllegatiProps {
  readonly ambito: 'proponente' | 'beneficiario';
  /** `idProponente` or `idBeneficiario`. */
  readonly id: number;
  /**
   * What the policy reads to show uploads and deletions: the programme (or the proponent) for a proponent, the
   * beneficiary for a beneficiary; both carry the programme's `idStato`. Default: the record in context, and for a
   * beneficiary without one, the beneficiary read by `id`.
   */
  readonly record?: Record<string, unknown>;
}

/** A beneficiary's record, read only when the caller gives none (it carries the programme's state and id). */
function useTitolare({ ambito, id, record }: GrigliaAllegatiProps) {
  const inContesto = useRecordContext();
  const dato = record ?? (ambito === 'beneficiario' && inContesto?.idBeneficiario !== id ? undefined : inContesto);
  const letto = useGetOne('beneficiari', { id }, { enabled: !dato && ambito === 'beneficiario' });
  return {
    titolare: dato ?? (letto.data as Record<string, unknown> | undefined),
    isPending: !dato && letto.isPending && ambito === 'beneficiario',
    error: letto.error,
  };
}

/**
 * The attachments of a proponent or a beneficiary grouped by category and type, with expiry dates (the
 * expired ones flagged), download, and upload and delete where the role and the programme's state allow them.
 */
export const GrigliaAllegati = (props: GrigliaAllegatiProps) => {
  const { ambito, id } = props;
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const { readOnly } = useOperazione();
  const { titolare, isPending: titolareInAttesa, error: erroreTitolare } = useTitolare(props);
  const idProgramma = titolare?.idProgrammaInvestimento as number | undefined;
  const riferimenti = useRiferimenti(ambito, idProgramma);
  const Nome = ambito === 'proponente' ? 'Proponente' : 'Beneficiario';
  const allegati = useLettura<AllegatoDossierRecord[]>('allegati', `lista${Nome}`, {
    [ambito === 'proponente' ? 'idProponente' : 'idBeneficiario']: id,
  });

  const modificabile =
    !readOnly &&
    titolare !== undefined &&
    isAllowed({ roles, resource: 'allegati', permission: `action:allegati${Nome}`, record: titolare });
  const pronto = riferimenti.categorie && riferimenti.tipologie && allegati.data;

  return (
    <LoadingWrapper
      isPending={titolareInAttesa || riferimenti.isPending || (allegati.isPending && !allegati.data)}
      error={erroreTitolare ?? riferimenti.error ?? allegati.error}
    >
      {pronto && (
        <Stack spacing={3}>
          <div>
            {raggruppaAllegati(riferimenti.categorie!, riferimenti.tipologie!, allegati.data!).map((gruppo) => (
              <TabellaCategoria
                key={gruppo.categoria.idCategoria}
                gruppo={gruppo}
                ambito={ambito}
                id={id}
                modificabile={modificabile}
                onEliminato={allegati.ricarica}
              />
            ))}
          </div>
          {ambito === 'beneficiario' && (
            <div>
              <Scarica
                resource="allegati"
                azione="scaricaStoricizzati"
                valori={{ idBeneficiario: id }}
                nome={translate('portale.allegati.of_beneficiary')}
                etichetta={translate('portale.allegati.history_download')}
              />
            </div>
          )}
          {modificabile && (
            <div>
              <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                {translate('portale.allegati.upload.title')}
              </Typography>
              <CaricaAllegato
                ambito={ambito}
                id={id}
                categorie={riferimenti.categorie!}
                tipologie={riferimenti.tipologie!}
                onCaricato={allegati.ricarica}
              />
            </div>
          )}
        </Stack>
      )}
    </LoadingWrapper>
  );
};
