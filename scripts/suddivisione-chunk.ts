import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';

/** The vendors' own chunks (vite.config.ts), kept whole: they change seldom and stay in the browser's cache. */
const LONG_LIVED = /^vendor-(react|mui-core|keycloak)$/;

/** The chunks whose modules are merged, each by the name it gets. */
export type ChunkMerges = ReadonlyMap<string, string>;

/**
 * The modules of the first screens, gathered into a few chunks: what only the back office's shell loads ('app'),
 * what the home page (the call list and the work queue) and a call's programme list both load beyond it ('elenchi'),
 * what only the programme list adds ('elenco-programmi'), and what any of them shares with the pages outside the back
 * office, the public ranking and the page after 'Esci' ('condiviso': those pages load a few KB they did not need).
 *
 * Split by the views that use them (`entriesAware`), those modules were spread over some seventy chunks of 1 to 20 KB,
 * one per set of views sharing them, although each of those pages loads them all. Each file is a request with its
 * own headers, and on HTTP/1.1 a browser keeps six in flight to a server: the programme list's sign-in and first
 * answers waited behind a queue of them (docs/performance.md, eighth session). Merged, the same code comes in fewer
 * files. A page that needs a part of a merged chunk loads it whole: the lists' chunks carry a few KB that a detail
 * page did not need; what the sign-in loads before App and the long-lived vendors' chunks stay as they were.
 *
 * Read off a first build's chunks, not off the module graph: the graph reaches every module of react-admin through its
 * index's re-exports, while the chunks hold only what tree-shaking kept for each view.
 */
export function chunkMerges(chunks: readonly OutputChunk[], root: string): ChunkMerges {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (path: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(root, path));
    if (!chunk) throw new Error(`La prima compilazione non ha prodotto un chunk per ${path}`);
    return chunk;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('La prima compilazione non ha prodotto il punto di ingresso');
  const closure = (from: OutputChunk, next = (chunk: OutputChunk): readonly string[] => chunk.imports) => {
    const seen = new Set<OutputChunk>();
    const toVisit = [from];
    for (let chunk = toVisit.pop(); chunk; chunk = toVisit.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of next(chunk)) toVisit.push(byFile.get(file) as OutputChunk);
    }
    return seen;
  };
  const app = facade('src/App.tsx');
  // The programme list's early requests (src/startup/anticipo.ts) load only beside App, like App's own lazy pages.
  const withTheApp = new Set([app, facade('resources/programmi/anticipo.ts')]);
  const outside = closure(entry, (chunk) => (withTheApp.has(chunk) ? [] : [...chunk.imports, ...chunk.dynamicImports]));
  for (const chunk of withTheApp) outside.delete(chunk);
  const shell = closure(app);
  // The home page: the call list and, beside it, the person's work queue.
  const home = new Set([
    ...closure(facade('resources/bandi/BandiList.tsx')),
    ...closure(facade('resources/incarichi/LeMieAttivita.tsx')),
  ]);
  const programmi = closure(facade('resources/programmi/lista/ProgrammiList.tsx'));

  const merges = new Map<string, string>();
  const merge = (name: string, selected: Iterable<OutputChunk>, unless: (chunk: OutputChunk) => boolean) => {
    for (const chunk of selected) {
      if (outside.has(chunk) || unless(chunk)) continue;
      for (const id of chunk.moduleIds) if (!merges.has(id)) merges.set(id, name);
    }
  };
  // What the first screens share with the pages outside the back office, in one chunk beside the sign-in's and the
  // long-lived vendors': some twenty files of 1 to 8 KB, each a request of its own, before the first row.
  const signIn = closure(entry);
  for (const chunk of new Set([...shell, ...home, ...programmi])) {
    if (!outside.has(chunk) || signIn.has(chunk) || LONG_LIVED.test(chunk.name)) continue;
    for (const id of chunk.moduleIds) merges.set(id, 'condiviso');
  }
  merge('app', shell, () => false);
  merge('elenchi', home, (chunk) => !programmi.has(chunk) || shell.has(chunk));
  merge('elenco-programmi', programmi, (chunk) => home.has(chunk) || shell.has(chunk));
  return merges;
}
