import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A record's page reached by an address that names it under another call than its own (a typed or edited address, an
 * old bookmark) takes the record's own address, in place of the wrong one in the history: the address then says what
 * the page shows, and a link copied from it leads there.
 */
export function useIndirizzoCanonico(canonico: string | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonico !== undefined && canonico !== pathname) navigate({ pathname: canonico, search }, { replace: true });
  }, [canonico, pathname, search, navigate]);
}
