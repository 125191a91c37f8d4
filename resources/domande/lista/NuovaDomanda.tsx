import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useGetIdentity, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AZIONI_DOMANDA } from '../../../contract/domande/azioni';
import { actionInLanguage } from '../../../src/engine/labels';
import type { AziendaProponente } from '../../../contract/domande/aziende';
import type { DomandaRecord } from '../../../contract/domande/schema';
import { CreaDomandaQuery } from '../../../contract/domande/record';
import { conLimitiDi } from '../../../contract/derivati';
import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { among, serverErrorsOnForm } from '../../../src/engine/forms/serverErrors';
import { useActionAllowed } from '../../../src/engine/actions/useActionAllowed';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import type { AnyField } from '../../../src/engine/types';
import { dettaglioDomandaPath } from '../percorsi';

const CAMPI_NUOVA = ['cuaaProponente', ...AZIONI_DOMANDA.creaDomanda.fields.map(({ source }) => source)];

const ActionDialog = lazy(() =>
  import('../../../src/engine/actions/ActionDialog').then((module) => ({ default: module.ActionDialog })),
);

/**
 * 'Nuova domanda', once, above the list: the proponent chooses which of its companies leads the district and lands on
 * the new draft, or on the one that company already has on this call.
 */
export const NuovaDomanda = ({ idBando }: { idBando: number }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [aperta, setAperta] = useState(false);
  const [inCorso, setInCorso] = useState(false);
  // The same object across renders: the permission is asked again whenever the record changes.
  const bando = useMemo(() => ({ id: idBando, idBando }), [idBando]);
  const consentita = useActionAllowed('domande', 'creaDomanda', bando);
  const aziende: string[] = identity?.cuaa ?? [];
  // The companies by name where the portal knows it (from their latest application); else by their CUAA.
  const { data: note = [] } = useGetList<AziendaProponente & { id: string }>(
    'aziendeProponente',
    { pagination: { page: 1, perPage: 100 } },
    { enabled: consentita && aziende.length > 0 },
  );
  if (!consentita || aziende.length === 0) return null;
  const nomeDi = (cuaa: string) => {
    const denominazione = note.find((azienda) => azienda.cuaa === cuaa)?.denominazione;
    return denominazione
      ? translate('domande.nuova.aziendaNota', { denominazione, cuaa })
      : translate('domande.nuova.azienda', { cuaa });
  };

  const creaDomanda = actionInLanguage(translate, 'domande', 'creaDomanda', AZIONI_DOMANDA.creaDomanda);
  const capofila = {
    source: 'cuaaProponente',
    label: translate('domande.nuova.capofila'),
    type: 'select',
    required: true,
    choices: aziende.map((cuaa) => ({ id: cuaa, name: nomeDi(cuaa) })),
  } as AnyField;

  // One draft per call and company: the server answers the company's draft when it already has one.
  // A company new to the portal also gives its name and region, which the server asks for then.
  const crea = async ({ cuaaProponente, denominazione, codRegione }: Record<string, unknown>) => {
    setInCorso(true);
    try {
      let ritrovata = false;
      const domanda = await dataProvider.action<DomandaRecord>('domande', 'creaDomanda', {
        // 200 rather than 201: the company's draft on this call, which the person may not remember having opened.
        onStatus: (status) => {
          ritrovata = status === 200;
        },
        params: {
          idBando,
          cuaaProponente,
          denominazione: denominazione || undefined,
          codRegione: codRegione || undefined,
        },
      });
      if (ritrovata) notify('domande.nuova.ritrovata', { type: 'info' });
      navigate(dettaglioDomandaPath(idBando, domanda.idDomanda));
      return undefined;
    } catch (error) {
      setInCorso(false);
      const errori = serverErrorsOnForm(error, among(CAMPI_NUOVA));
      if (!errori) notify(errorMessage(error), { type: 'error' });
      return errori?.form;
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setAperta(true)}>
        {creaDomanda.label}
      </Button>
      {aperta && (
        <Suspense>
          <ActionDialog
            title={creaDomanda.label}
            fields={[capofila, ...conLimitiDi(CreaDomandaQuery, creaDomanda.fields ?? [])]}
            initialValues={aziende.length === 1 ? { cuaaProponente: aziende[0] } : undefined}
            pending={inCorso}
            onClose={() => setAperta(false)}
            onConfirm={crea}
          />
        </Suspense>
      )}
    </>
  );
};
