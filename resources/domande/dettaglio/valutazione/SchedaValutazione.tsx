import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useGetList, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { isAllowed } from '../../../../contract/policy';
import type { Role } from '../../../../contract/roles';
import type { BeneficiarioDomanda } from '../../../../contract/beneficiariDomanda/record';
import { DownloadButton } from '../../../../src/engine/actions/DownloadButton';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import { LoadingWrapper } from '../../../../src/layout/LoadingWrapper';
import type { SchedaDomandaProps } from '../schede';
import { punti } from '../../../../src/engine/format';
import { useEvidenze } from './evidenze';
import { GruppoValutazione } from './GruppoValutazione';
import { VerbaleValutazione } from './VerbaleValutazione';
import { chiaveBeneficiario, chiaveDomanda, punteggioTotale, valutati, type ValoreScelto } from './punteggi';

/**
 * The commission's scoring: the application's parameters, then each beneficiary's, with the running total and how many
 * are scored; read only for the other readers and once the evaluation is concluded. The applicant, once the ranking
 * is final, reads its scores with their motivations and evidence, not the commission's sheet and minutes.
 */
export const SchedaValutazione = ({ domanda, fuoco }: SchedaDomandaProps) => {
  const translate = useTranslate();
  const scrivibile = useActionAllowed('valutazioniDomanda', 'salva', domanda as never);
  const {
    data: beneficiari = [],
    isPending,
    error,
  } = useGetList<BeneficiarioDomanda & RaRecord>('beneficiariDomanda', {
    filter: { idDomanda: domanda.idDomanda },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'idBeneficiario', order: 'ASC' },
  });
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const dellaCommissione = isAllowed({ roles, resource: 'domande', permission: 'read:valutazione' });
  const evidenze = useEvidenze(domanda.idDomanda, beneficiari, scrivibile && !isPending);
  const [valori, setValori] = useState<Record<string, ValoreScelto[]>>({});
  // Stable, so that a group reports only when its values change.
  const ricevi = useCallback(
    (gruppo: string, voci: ValoreScelto[]) => setValori((prima) => ({ ...prima, [gruppo]: voci })),
    [],
  );
  const gruppi = ['domanda', ...beneficiari.map(({ idBeneficiario }) => `beneficiario.${idBeneficiario}`)];
  const tutti = gruppi.flatMap((gruppo) => valori[gruppo] ?? []);
  // Until the beneficiaries are known, the total and the count of what is scored would leave them out.
  return (
    <LoadingWrapper isPending={isPending} error={error}>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {translate('valutazione.riepilogo', {
          totale: punti(punteggioTotale(tutti)),
          valutati: valutati(tutti),
          daValutare: tutti.length,
        })}
      </Alert>
      {dellaCommissione ? (
        <DownloadButton
          resource="allegatoValutazione"
          name="excel"
          label={translate('valutazione.excel')}
          record={{ ...domanda, id: domanda.idDomanda }}
          recordName={domanda.denominazione}
        />
      ) : (
        <Typography sx={{ mb: 2 }}>{translate('valutazione.alProponente')}</Typography>
      )}
      <GruppoValutazione
        titolo={translate('valutazione.parametriDomanda')}
        resource="valutazioniDomanda"
        valutato={{ idDomanda: domanda.idDomanda }}
        chiaveDi={chiaveDomanda}
        etichettaSalva={translate('valutazione.salvaDomanda')}
        scrivibile={scrivibile}
        evidenze={evidenze}
        fuoco={fuoco}
        gruppo="domanda"
        onValori={ricevi}
      />
      {beneficiari.map(({ idBeneficiario, denominazione }) => (
        <GruppoValutazione
          key={idBeneficiario}
          titolo={translate('valutazione.parametriBeneficiario', { denominazione })}
          nota={translate('valutazione.mediaBeneficiari')}
          resource="valutazioniBeneficiario"
          valutato={{ idBeneficiario }}
          chiaveDi={(idParametro) => chiaveBeneficiario(idBeneficiario, idParametro)}
          etichettaSalva={translate('valutazione.salvaBeneficiario', { denominazione })}
          scrivibile={scrivibile}
          evidenze={evidenze}
          fuoco={fuoco}
          gruppo={`beneficiario.${idBeneficiario}`}
          onValori={ricevi}
        />
      ))}
      {dellaCommissione && <VerbaleValutazione domanda={domanda} />}
    </LoadingWrapper>
  );
};
