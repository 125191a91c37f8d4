import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

export interface Raggiunti {
  /** Project files, relative to the root. */
  readonly file: string[];
  /** Packages by name (`@scope/name` or `name`), Node's own modules left out. */
  readonly pacchetti: string[];
}

/** Whether an import survives into the running code: `import type` and all-`type` bindings are erased. */
function caricatoARuntime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clausola = node.exportClause;
    return !clausola || !ts.isNamedExports(clausola) || clausola.elements.some((element) => !element.isTypeOnly);
  }
  const clausola = node.importClause;
  if (!clausola) return true;
  if (clausola.isTypeOnly) return false;
  const legami = clausola.namedBindings;
  return (
    clausola.name !== undefined ||
    !legami ||
    ts.isNamespaceImport(legami) ||
    legami.elements.some((element) => !element.isTypeOnly)
  );
}

/** The specifiers a file loads when it runs: static imports and re-exports, and `import('literal')`. */
function specificatori(percorso: string): string[] {
  const sorgente = ts.createSourceFile(percorso, readFileSync(percorso, 'utf8'), ts.ScriptTarget.Latest, true);
  const trovati: string[] = [];
  const visita = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (caricatoARuntime(node) && ts.isStringLiteral(node.moduleSpecifier)) trovati.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      trovati.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visita);
  };
  visita(sorgente);
  return trovati;
}

function risolvi(daFile: string, specificatore: string): string {
  const base = join(dirname(daFile), specificatore);
  const candidati = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  const trovato = candidati.find((candidato) => existsSync(candidato) && statSync(candidato).isFile());
  if (!trovato) throw new Error(`${specificatore} importato da ${daFile} non si trova`);
  return trovato;
}

const nomePacchetto = (specificatore: string) =>
  specificatore
    .split('/')
    .slice(0, specificatore.startsWith('@') ? 2 : 1)
    .join('/');

const diNode = (specificatore: string) =>
  specificatore.startsWith('node:') || builtinModules.includes(specificatore.split('/')[0]);

/** Every project file and package that running `radici` loads, following relative imports through the project. */
export function importARuntime(root: string, radici: readonly string[]): Raggiunti {
  const file = new Set<string>();
  const pacchetti = new Set<string>();
  const daVisitare = radici.map((radice) => join(root, radice));
  for (let percorso = daVisitare.pop(); percorso; percorso = daVisitare.pop()) {
    if (file.has(percorso)) continue;
    file.add(percorso);
    if (!/\.tsx?$/.test(percorso)) continue;
    for (const specificatore of specificatori(percorso)) {
      if (specificatore.startsWith('.')) daVisitare.push(risolvi(percorso, specificatore));
      else if (!diNode(specificatore)) pacchetti.add(nomePacchetto(specificatore));
    }
  }
  return { file: [...file].map((percorso) => relative(root, percorso)).sort(), pacchetti: [...pacchetti].sort() };
}
