import type { ReactElement } from 'react';

/** Routes of the dossier's own pages (a beneficiary's detail), mounted beside the programme routes. */
export const beneficiariRoutes: ReactElement[] = [];
