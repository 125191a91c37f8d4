import { Suspense } from 'react';
import { usePermissions } from 'react-admin';
import { BandiList } from '../../resources/bandi';
import { haCodaDiLavoro, LeMieAttivita } from '../../resources/incarichi';
import type { Role } from '../../resources/roles';
import { LoadingOverlay } from '../layout/LoadingOverlay';

/** '/' (spec §2): the call list, with 'Le mie attività' above it for staff with a work queue. */
export const HomePage = () => {
  const { permissions: roles = [] } = usePermissions<Role[]>();
  return (
    <BandiList>
      {/* Its own boundary: the work queue arriving must not unmount the call list. */}
      {haCodaDiLavoro(roles) && (
        <Suspense fallback={<LoadingOverlay label="Caricamento delle attività" />}>
          <LeMieAttivita />
        </Suspense>
      )}
    </BandiList>
  );
};
