/**
 * `npm run gen:vocab`: write src/sim/vocab-schema.generated.ts, the shape of the card-text
 * vocabulary (src/engine/vocab/ability.ts, the `Ability` and `RangedSpec` types) as plain data, read
 * from the TypeScript types with the compiler API. Card override files (sim/card-overrides.ts) are
 * checked against it, so a prototype card can use exactly the vocabulary the set files use, and an
 * unknown ability kind, effect op or field is refused. `test/sim/vocab-schema.test.ts` fails when
 * the file is older than the types.
 *
 * Run from the repository root: `node dist/scripts/gen-vocab-schema.js [--check]`.
 */
import * as fs from 'node:fs';
import ts from 'typescript';
import { type VocabType, renderVocabSchema } from '../src/sim/vocab-shape.js';

const VOCAB = 'src/engine/vocab/ability.ts';
const CARD = 'src/engine/vocab/card.ts';
const OUT = 'src/sim/vocab-schema.generated.ts';

/** The vocabulary's shape: named definitions and the two roots. */
function readVocab(): { defs: Record<string, VocabType>; roots: Record<string, VocabType> } {
  const program = ts.createProgram([VOCAB, CARD], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
  const checker = program.getTypeChecker();
  const defs: Record<string, VocabType> = {};
  const names = new Map<ts.Type, string>();
  let anon = 0;

  const docOf = (sym: ts.Symbol | undefined): string | undefined => {
    if (!sym) return undefined;
    const text = ts.displayPartsToString(sym.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
    return text === '' ? undefined : text;
  };
  /** The JSDoc written before a union member (`/** … *\/ | { op: … }`). */
  const memberDoc = (node: ts.Node, prevEnd: number): string | undefined => {
    const src = node.getSourceFile().text.slice(prevEnd, node.getStart());
    const m = /\/\*\*([\s\S]*?)\*\/\s*\|?\s*$/.exec(src);
    if (!m) return undefined;
    return m[1]!.split('\n').map((l) => l.replace(/^\s*\*\s?/, '')).join(' ').replace(/\s+/g, ' ').trim();
  };
  const unionDocs = new Map<ts.Node, string>();
  const collectDocs = (node: ts.Node): void => {
    if (ts.isUnionTypeNode(node)) {
      let prev = node.pos;
      for (const t of node.types) {
        const d = memberDoc(t, prev);
        if (d) unionDocs.set(t, d);
        prev = t.end;
      }
    }
    ts.forEachChild(node, collectDocs);
  };
  for (const f of [VOCAB, CARD]) collectDocs(program.getSourceFile(f)!);

  const nameOf = (t: ts.Type): string | null => {
    const alias = t.aliasSymbol?.name;
    if (alias && !t.aliasTypeArguments) return alias;
    const sym = t.getSymbol();
    if (sym && (t as ts.ObjectType).objectFlags & ts.ObjectFlags.Interface) return sym.name;
    return null;
  };

  const convert = (t: ts.Type): VocabType => {
    if (t.flags & ts.TypeFlags.Number) return { t: 'number' };
    if (t.flags & ts.TypeFlags.String) return { t: 'string' };
    if (t.flags & ts.TypeFlags.StringLiteral) return { t: 'literal', value: (t as ts.StringLiteralType).value };
    if (t.flags & ts.TypeFlags.NumberLiteral) return { t: 'literal', value: (t as ts.NumberLiteralType).value };
    if (t.flags & ts.TypeFlags.BooleanLiteral) return { t: 'literal', value: checker.typeToString(t) === 'true' };
    if (t.flags & ts.TypeFlags.Boolean) return { t: 'boolean' };
    const named = nameOf(t);
    if (named !== null && (t.isUnion() || t.flags & ts.TypeFlags.Object)) {
      if (!names.has(t)) {
        names.set(t, named);
        defs[named] = { t: 'literal', value: 'pending' };
        defs[named] = convertInner(t);
      }
      return { t: 'ref', name: names.get(t)! };
    }
    return convertInner(t);
  };
  const convertInner = (t: ts.Type): VocabType => {
    if (t.isUnion()) {
      const members = t.types.filter((m) => !(m.flags & ts.TypeFlags.Undefined));
      // `true | false` is boolean; keep literal unions of strings as they are.
      if (members.length === 2 && members.every((m) => m.flags & ts.TypeFlags.BooleanLiteral)) return { t: 'boolean' };
      const of = members.map((m) => {
        const c = convert(m);
        const node = m.getSymbol()?.declarations?.[0];
        const d = node ? unionDocs.get(node) : undefined;
        return d && c.t === 'object' ? { ...c, doc: d } : c;
      });
      if (of.length === 1) return of[0]!;
      return { t: 'union', of };
    }
    if (checker.isTupleType(t)) return { t: 'tuple', of: checker.getTypeArguments(t as ts.TypeReference).map(convert) };
    if (checker.isArrayType(t)) return { t: 'array', of: convert(checker.getTypeArguments(t as ts.TypeReference)[0]!) };
    if (t.flags & ts.TypeFlags.Object) {
      const props: Record<string, { type: VocabType; optional: boolean; doc?: string }> = {};
      for (const p of checker.getPropertiesOfType(t)) {
        const pt = checker.getTypeOfSymbol(p);
        const doc = docOf(p);
        props[p.name] = { type: convert(pt), optional: (p.flags & ts.SymbolFlags.Optional) !== 0, ...(doc ? { doc } : {}) };
      }
      const sym = t.getSymbol();
      const node = sym?.declarations?.[0];
      const doc = (node && unionDocs.get(node)) ?? docOf(sym);
      return { t: 'object', props, ...(doc ? { doc } : {}) };
    }
    throw new Error(`gen-vocab-schema: a type the card vocabulary may not use: ${checker.typeToString(t)} (anonymous ${++anon})`);
  };

  const rootType = (file: string, name: string): ts.Type => {
    const sf = program.getSourceFile(file)!;
    const sym = checker.getSymbolAtLocation(sf)!;
    const exp = checker.getExportsOfModule(sym).find((s) => s.name === name)!;
    return checker.getDeclaredTypeOfSymbol(exp);
  };
  const roots = { Ability: convert(rootType(VOCAB, 'Ability')), RangedSpec: convert(rootType(CARD, 'RangedSpec')) };
  return { defs, roots };
}

{
  const text = renderVocabSchema(readVocab());
  const old = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (old !== text) {
      process.stderr.write(`${OUT} is older than the vocabulary types: run npm run gen:vocab\n`);
      process.exit(1);
    }
    process.stdout.write(`${OUT}: up to date\n`);
  } else {
    if (old !== text) fs.writeFileSync(OUT, text);
    process.stdout.write(`${OUT}: ${old === text ? 'unchanged' : 'rewritten'}\n`);
  }
}
