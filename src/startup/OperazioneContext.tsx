import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { StartupParams } from './startupParams';

export interface Operazione extends StartupParams {
  /** tipoOper V: the person only consults, so views offer no create, edit, delete or state-changing action. */
  readonly readOnly: boolean;
}

const OperazioneContext = createContext<Operazione>({ readOnly: false });

export const OperazioneProvider = ({ params, children }: { params: StartupParams; children: ReactNode }) => {
  const value = useMemo(() => ({ ...params, readOnly: params.tipoOper === 'V' }), [params]);
  return <OperazioneContext.Provider value={value}>{children}</OperazioneContext.Provider>;
};

export const useOperazione = (): Operazione => useContext(OperazioneContext);
