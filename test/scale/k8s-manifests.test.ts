/**
 * The Kubernetes manifests in deploy/k8s (docs/scaling.md), checked without a cluster: each YAML
 * document is parsed and type-checked against the Kubernetes API types of `kubernetes-types`, as an
 * object literal (`satisfies`), so a misspelt, misplaced or mistyped field is a compile error; and
 * the points the doc makes about them hold (one writer per slice, exit 2 fails the Job, retries
 * per index, the slice count said twice but equal).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../sim/cli-helpers.js';

const DIR = path.join(repoRoot, 'deploy/k8s');
/** kind → the kubernetes-types module and type of its apiVersion. */
const TYPES: Record<string, { module: string; type: string }> = {
  'batch/v1 Job': { module: 'kubernetes-types/batch/v1', type: 'Job' },
  'v1 PersistentVolumeClaim': { module: 'kubernetes-types/core/v1', type: 'PersistentVolumeClaim' },
};

interface Doc {
  file: string;
  value: Record<string, unknown>;
}

function load(file: string, text = fs.readFileSync(path.join(DIR, file), 'utf8')): Doc[] {
  return parseAllDocuments(text).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0]!.message}`);
    return { file, value: d.toJS() as Record<string, unknown> };
  });
}

let previous: ts.Program | undefined;

/** Type-check documents against kubernetes-types; returns the compiler's messages. */
function typeErrors(docs: readonly Doc[]): string[] {
  const lines: string[] = [];
  const imports = new Set<string>();
  docs.forEach((d, i) => {
    const key = `${String(d.value.apiVersion)} ${String(d.value.kind)}`;
    const t = TYPES[key];
    if (!t) {
      lines.push(`// ${d.file}: no type for ${key}`);
      return;
    }
    imports.add(`import type { ${t.type} } from '${t.module}';`);
    lines.push(`// ${d.file}`, `export const doc${i} = ${JSON.stringify(d.value, null, 2)} satisfies ${t.type};`);
  });
  const source = [...imports, ...lines].join('\n');
  const file = path.join(repoRoot, 'test/scale/__k8s-fixture.ts');
  const host = ts.createCompilerHost({});
  const read = host.readFile.bind(host);
  host.readFile = (f) => (path.resolve(f) === file ? source : read(f));
  const exists = host.fileExists.bind(host);
  host.fileExists = (f) => path.resolve(f) === file || exists(f);
  // The package has no `exports`: bundler resolution finds batch/v1.d.ts. ES5's lib is all the
  // types need; the previous program's files are reused (the lib is parsed once).
  const options: ts.CompilerOptions = { strict: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, lib: ['lib.es5.d.ts'], types: [] };
  const program = ts.createProgram({ rootNames: [file], options, host, oldProgram: previous });
  previous = program;
  const missing = docs.filter((d) => !TYPES[`${String(d.value.apiVersion)} ${String(d.value.kind)}`]).map((d) => `${d.file}: no type for ${String(d.value.apiVersion)} ${String(d.value.kind)}`);
  return [...missing, ...ts.getPreEmitDiagnostics(program).map((g) => ts.flattenDiagnosticMessageText(g.messageText, '\n'))];
}

const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.yaml'));
const all = files.flatMap((f) => load(f));
const job = (name: string) => all.find((d) => d.value.kind === 'Job' && (d.value.metadata as { name: string }).name === name)!.value as never as K8sJob;

interface K8sJob {
  spec: {
    completionMode?: string;
    completions?: number;
    parallelism?: number;
    backoffLimit?: number;
    backoffLimitPerIndex?: number;
    podReplacementPolicy?: string;
    podFailurePolicy?: { rules: { action: string; onExitCodes?: { containerName?: string; operator: string; values: number[] } }[] };
    template: { spec: { restartPolicy: string; containers: { name: string; env?: { name: string; value: string }[]; args?: string[] }[]; volumes: { persistentVolumeClaim?: { claimName: string } }[] } };
  };
}

describe('deploy/k8s manifests', () => {
  it('parse and type-check against kubernetes-types', () => {
    expect(files.sort()).toEqual(['merge-job.yaml', 'results-pvc.yaml', 'sim-job.yaml']);
    expect(typeErrors(all).join("\n")).toBe("");
  }, 60_000);

  it('a misspelt, a misplaced or a mistyped field is caught', () => {
    const text = fs.readFileSync(path.join(DIR, 'sim-job.yaml'), 'utf8');
    const mutants = [
      ['podReplacementPolicy: Failed', 'podReplacmentPolicy: Failed', /podReplacmentPolicy/],
      ['backoffLimitPerIndex: 2', 'backoffLimitPerIndex: "2"', /string.*number|number/],
      ['      restartPolicy: Never', '      restartPolicy: Never\n      completions: 8', /completions/],
      ['claimName: berserk-results', 'claimname: berserk-results', /claimname/],
    ] as const;
    for (const [from, to, why] of mutants) {
      expect(text.includes(from), from).toBe(true);
      const errors = typeErrors(load('sim-job.yaml', text.replace(from, to)));
      expect(errors.join('\n'), to).toMatch(why);
    }
  }, 60_000);

  it('the run: one writer per slice, exit 2 fails the Job, retries per index, n said twice and equal', () => {
    const s = job('berserk-sim-run42').spec;
    expect(s.completionMode).toBe('Indexed');
    expect(s.podReplacementPolicy).toBe('Failed');
    expect(s.backoffLimitPerIndex).toBeGreaterThan(0);
    expect(s.backoffLimit).toBeUndefined();
    expect(s.template.spec.restartPolicy).toBe('Never');
    const rule = s.podFailurePolicy!.rules.find((r) => r.onExitCodes?.values.includes(2));
    expect(rule).toMatchObject({ action: 'FailJob', onExitCodes: { containerName: 'sim', operator: 'In' } });
    const c = s.template.spec.containers[0]!;
    expect(c.env!.find((e) => e.name === 'N')!.value).toBe(String(s.completions));
    expect(s.parallelism).toBeLessThanOrEqual(s.completions!);
    expect(c.args![0]).toContain('--shard "$JOB_COMPLETION_INDEX/$N"');
    expect(c.args![0]).toContain('--resume');
  });

  it('the merge Job: retried safely, exit 2 final, on the same volume', () => {
    const m = job('berserk-merge-run42').spec;
    const s = job('berserk-sim-run42').spec;
    expect(m.podFailurePolicy!.rules[0]).toMatchObject({ action: 'FailJob', onExitCodes: { containerName: 'merge', values: [2] } });
    expect(m.template.spec.containers[0]!.args![0]).toMatch(/merge \/results\/run42\/slice-\* --out \/results\/run42\/merged/);
    expect(m.template.spec.volumes[0]!.persistentVolumeClaim).toEqual(s.template.spec.volumes[0]!.persistentVolumeClaim);
  });

  it('docs/scaling.md waits with a timeout (kubectl wait gives up after 30 s by default)', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/scaling.md'), 'utf8');
    const waits = doc.split('\n').filter((l) => l.includes('kubectl wait'));
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (const w of waits.filter((l) => l.trimStart().startsWith('kubectl'))) expect(w).toMatch(/--timeout=\d+[smh]/);
  });
});
