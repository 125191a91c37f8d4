import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(__dirname, '../../server/src/modules');

const filesOf = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const moduleOf = (path: string): string | undefined => {
  const inside = relative(MODULES, path);
  return inside.startsWith('..') ? undefined : inside.split('/')[0];
};

/** Module → the other modules its files import. */
function dependencies(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of filesOf(MODULES)) {
    const from = moduleOf(file) as string;
    const imported = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(([, path]) =>
      moduleOf(resolve(dirname(file), path)),
    );
    const targets = graph.get(from) ?? new Set<string>();
    for (const to of imported) if (to && to !== from) targets.add(to);
    graph.set(from, targets);
  }
  return graph;
}

/** The loops of the graph, each as the path that closes it. */
function loops(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (path: string[]) => {
    for (const next of graph.get(path.at(-1) as string) ?? []) {
      if (next === path[0]) found.push([...path, next]);
      else if (!path.includes(next) && next > path[0]) visit([...path, next]);
    }
  };
  for (const start of graph.keys()) visit([start]);
  return found;
}

describe("the server's modules", () => {
  it('depend on each other one way: no module imports, even indirectly, one that imports it', () => {
    const graph = dependencies();
    expect(graph.get('checklist')).toContain('programma');
    expect(loops(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
