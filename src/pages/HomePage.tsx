import { Suspense } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { BandiList } from '../../resources/bandi';
import {
  finalizzaGraduatorie,
  GraduatorieDaFinalizzare,
  haCodaDiLavoro,
  LeMieAttivita,
} from '../../resources/incarichi';
import type { Role } from '../../contract/roles';
import { LoadingOverlay } from '../layout/LoadingOverlay';

/**
 * '/': the call list, with 'Le mie attività' above it for everyone with a work queue, and for the ministry
 * the rankings it can finalise.
 */
export const HomePage = () => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  return (
    <BandiList
      before={
        <>
          {/* Their own boundaries: the work queue arriving must not unmount the call list. */}
          {haCodaDiLavoro(roles) && (
            <Suspense fallback={<LoadingOverlay label={translate('portale.loading.activities')} />}>
              <LeMieAttivita />
            </Suspense>
          )}
          {finalizzaGraduatorie(roles) && (
            <Suspense fallback={<LoadingOverlay label={translate('portale.loading.activities')} />}>
              <GraduatorieDaFinalizzare />
            </Suspense>
          )}
        </>
      }
      listsBefore={Number(haCodaDiLavoro(roles)) + Number(finalizzaGraduatorie(roles))}
    />
  );
};
