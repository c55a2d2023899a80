/**
 * Every result schema round-trips through apache-arrow's own readers: values, types, the
 * end_reason dictionary (harness-notes pitfall: it reads back as null when built wrongly) and the
 * schema metadata. Also: a batch re-encoded from its decoded columns gives the same bytes, and a
 * stream cut mid-batch still yields every complete batch.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { RecordBatchReader, RecordBatchStreamWriter, tableFromIPC } from 'apache-arrow';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchEncoder as Encoder, StreamFile, decodeBatch, encodeBatch, tableSchema } from '../../src/sim/arrow-io.js';
import { CARD_COLUMNS, END_REASONS, GAME_COLUMNS, allocShard, setCardRows } from '../../src/sim/columns.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-arrow-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const META = new Map([
  ['berserk.run_seed', '42'],
  ['berserk.config', '{"x":1}'],
]);

/** A shard of `n` games with pseudo-random values in every column (a simple LCG). */
function randomShard(n: number, rows: number, salt: number) {
  const sc = allocShard(n);
  let x = 12345 + salt;
  const rnd = (m: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % m;
  };
  const fill = (cols: Record<string, unknown>, specs: readonly { name: string; array: { BYTES_PER_ELEMENT: number }; kind: string }[], count: number) => {
    for (const s of specs) {
      const arr = cols[s.name] as { [i: number]: number | bigint };
      for (let i = 0; i < count; i++) {
        if (s.name === 'seed') arr[i] = (BigInt(rnd(1 << 30)) << 34n) | BigInt(rnd(1 << 30));
        else if (s.kind === 'end-reason') arr[i] = rnd(4);
        else if (s.kind === 'bool') arr[i] = rnd(2);
        else if (s.name === 'cell') arr[i] = rnd(32) - 2;
        else arr[i] = rnd(1 << (8 * s.array.BYTES_PER_ELEMENT - (s.array === Int8Array ? 1 : 0)));
      }
    }
  };
  fill(sc.games as never, GAME_COLUMNS, n);
  fill(sc.cards as never, CARD_COLUMNS, rows);
  setCardRows(sc, rows);
  return sc;
}

describe('Arrow schemas round-trip through apache-arrow readers', () => {
  const ge = new Encoder('games', META);
  const ce = new Encoder('game_cards', META);
  const shards = [randomShard(300, 900, 1), randomShard(77, 0, 2), randomShard(256, 7680, 3)];
  const gFile = path.join(tmp, 'games.arrows');
  const cFile = path.join(tmp, 'game_cards.arrows');
  const g = StreamFile.create(gFile, ge.header());
  const c = StreamFile.create(cFile, ce.header());
  for (const sc of shards) {
    g.append(ge.encode(sc.games));
    c.append(ce.encode(sc.cards));
  }
  g.finish();
  c.finish();

  it.each([
    ['games', gFile, GAME_COLUMNS, (sc: ReturnType<typeof randomShard>) => sc.games],
    ['game_cards', cFile, CARD_COLUMNS, (sc: ReturnType<typeof randomShard>) => sc.cards],
  ] as const)('%s: every value, type and the metadata (tableFromIPC)', (table, file, specs, pick) => {
    const t = tableFromIPC(fs.readFileSync(file));
    const n = shards.reduce((a, sc) => a + pick(sc).n, 0);
    expect(t.numRows).toBe(n);
    expect(t.schema.fields.map((f) => f.name)).toEqual(specs.map((s) => s.name));
    expect(t.schema.metadata.get('berserk.table')).toBe(table);
    expect(t.schema.metadata.get('berserk.run_seed')).toBe('42');
    expect(t.schema.metadata.get('berserk.config')).toBe('{"x":1}');
    for (const s of specs) {
      const got = t.getChild(s.name)!.toArray();
      const want: unknown[] = [];
      for (const sc of shards) {
        const cols = pick(sc) as unknown as Record<string, ArrayLike<number | bigint>>;
        for (let i = 0; i < pick(sc).n; i++) {
          const v = cols[s.name]![i]!;
          want.push(s.kind === 'end-reason' ? END_REASONS[Number(v)] : s.kind === 'bool' ? v === 1 : v);
        }
      }
      expect(Array.from(got as ArrayLike<unknown>), s.name).toEqual(want);
    }
  });

  it('the end_reason dictionary reads back as strings, not null', () => {
    const t = tableFromIPC(fs.readFileSync(gFile));
    const col = t.getChild('end_reason')!;
    expect(col.nullCount).toBe(0);
    expect(new Set(col.toArray())).toEqual(new Set(END_REASONS));
  });

  it('RecordBatchReader yields one batch per shard, and re-encoding a decoded batch gives the same bytes', async () => {
    const reader = await RecordBatchReader.from(fs.createReadStream(gFile));
    const again = path.join(tmp, 'again.arrows');
    const enc = new Encoder('games', META); // a fresh encoder, as a worker or merge has
    const out = StreamFile.create(again, enc.header());
    let k = 0;
    for await (const batch of reader) {
      expect(batch.numRows).toBe(shards[k++]!.games.n);
      out.append(enc.encode(decodeBatch(batch, 'games')));
    }
    out.finish();
    expect(k).toBe(3);
    expect(fs.readFileSync(again).equals(fs.readFileSync(gFile))).toBe(true);
  });

  it('header + batches + end-of-stream is exactly what one apache-arrow stream writer writes', () => {
    const schema = tableSchema('game_cards', META);
    const plain = RecordBatchStreamWriter.writeAll(shards.map((sc) => encodeBatch(schema, 'game_cards', sc.cards))).toUint8Array(true);
    expect(Buffer.from(plain).equals(fs.readFileSync(cFile))).toBe(true);
  });

  it('a stream cut in the middle of a batch still gives every complete batch', () => {
    const bytes = fs.readFileSync(cFile);
    const cut = bytes.subarray(0, bytes.length - 5000);
    const rows: number[] = [];
    try {
      for (const b of RecordBatchReader.from(cut)) rows.push(b.numRows);
    } catch (e) {
      expect(String(e)).toMatch(/Expected to read \d+ bytes for message body/); // the torn third batch
    }
    expect(rows).toEqual([900, 0]);
  });
});
