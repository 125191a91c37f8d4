import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoadingErrors {
  readonly errors: Readonly<Record<string, string>>;
  /** Registers the message shown by the loading wrappers of that name; undefined clears it. */
  readonly setError: (name: string, message: string | undefined) => void;
}

const LoadingErrorsContext = createContext<LoadingErrors | null>(null);

/** Holds, by name, the loading errors of a screen's sections (docs/componenti.md). */
export const LoadingErrorsProvider = ({ children }: { children: ReactNode }) => {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors(({ [name]: _previous, ...others }) => (message ? { ...others, [name]: message } : others));
  }, []);
  const value = useMemo(() => ({ errors, setError }), [errors, setError]);
  return <LoadingErrorsContext.Provider value={value}>{children}</LoadingErrorsContext.Provider>;
};

export function useLoadingErrors(): LoadingErrors {
  const context = useContext(LoadingErrorsContext);
  if (!context) throw new Error('useLoadingErrors richiede un LoadingErrorsProvider');
  return context;
}

/** The error registered under the name; none outside a provider. */
export const useLoadingError = (name: string): string | undefined => useContext(LoadingErrorsContext)?.errors[name];
