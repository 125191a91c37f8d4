import { conRisposteAnticipate, type Anticipo } from '../../src/startup/risposteAnticipate';

/**
 * The programme list of a call, loaded from its address (src/startup/anticipo.ts): its page and the screens' texts
 * are fetched and evaluated while the person is signed in, instead of once the shell has drawn the route; the call
 * and the list's first page (the page's own defaults, as `ProgrammiList` asks for them) as soon as a token exists.
 * A list whose stored parameters differ asks for its own page: the answer asked here is then left unused.
 */
export async function anticipaListaProgrammi(idBando: string): Promise<Anticipo> {
  import('./lista/ProgrammiList').catch(() => undefined);
  // The rows' selection checkbox (src/list/SelectCheckbox.tsx), which the rows would ask for only once drawn.
  import('@mui/material/Checkbox').catch(() => undefined);
  // The filters' form, in line on a wider screen; a phone fetches it once the person opens the filters.
  if (!globalThis.matchMedia?.('(max-width: 599.95px)').matches)
    import('../../src/engine/views/ModuloFiltri').catch(() => undefined);
  // What `i18nProvider.loadScreenTexts()` loads before any lazy view renders.
  import('../../i18n/it').catch(() => undefined);
  // Imported, not named here: this module starts the fetches above before the app's chunks have arrived.
  const { list } = (await import('../../contract/programmi/schema')).programmiSchema;
  return (dataProvider) =>
    conRisposteAnticipate(dataProvider, [
      ['getOne', 'bandi', { id: idBando }],
      [
        'getList',
        'programmi',
        {
          pagination: { page: 1, perPage: list?.perPage ?? 10 },
          sort: list?.sort ?? { field: 'id', order: 'ASC' },
          filter: { idBando: Number(idBando) },
        },
      ],
    ]);
}
