import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const BLOB = ts.factory.createTypeReferenceNode('Blob');

/** A client's types as another service would generate them, files as `Blob` (openapi-typescript's own recipe). */
export async function tipiDelClient(documento: object): Promise<string> {
  const ast = await openapiTS(structuredClone(documento) as Parameters<typeof openapiTS>[0], {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return astToString(ast);
}

const nome = (member: ts.TypeElement) =>
  member.name && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name) || ts.isNumericLiteral(member.name))
    ? member.name.text
    : undefined;

function membro(tipo: ts.TypeNode | undefined, chiave: string): ts.TypeNode | undefined {
  if (!tipo || !ts.isTypeLiteralNode(tipo)) return undefined;
  const trovato = tipo.members.find((member) => nome(member) === chiave);
  return trovato && ts.isPropertySignature(trovato) ? trovato.type : undefined;
}

/**
 * Reads the generated text: the type at `paths[path][metodo]` and then `percorso` below it (`responses`, `200`,
 * `content`...), as its source text; undefined where the text has nothing there. An undeclared method is `never`.
 */
export function leggiTipi(sorgente: string) {
  const file = ts.createSourceFile('tipi.ts', sorgente, ts.ScriptTarget.Latest, true);
  const paths = file.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'paths',
  );
  const radice = paths && ts.factory.createTypeLiteralNode(paths.members);
  return (path: string, metodo: string, ...percorso: string[]) =>
    [path, metodo, ...percorso].reduce<ts.TypeNode | undefined>(membro, radice)?.getText(file);
}
