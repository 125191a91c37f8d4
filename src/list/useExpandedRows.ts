import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import type { Identifier } from 'react-admin';

/** Spec §9: on narrow screens only one detail row is open at a time. */
const NARROW_SCREEN = '(max-width:992px)';

export function useExpandedRows() {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [opened, setOpened] = useState<Identifier[]>([]);
  const expanded = narrow ? opened.slice(-1) : opened;

  const toggle = useCallback(
    (id: Identifier) =>
      setOpened((current) => {
        const visible = narrow ? current.slice(-1) : current;
        if (visible.includes(id)) return visible.filter((openId) => openId !== id);
        return narrow ? [id] : [...visible, id];
      }),
    [narrow],
  );
  return { isExpanded: (id: Identifier) => expanded.includes(id), toggle };
}
