/**
 * An outside bot in `berserk play` hears of the game as in `sim`: `game_start` and every decision
 * carry the game's seed, and `game_over` ends it (docs/bot-protocol.md). Regression: `play` drove
 * its agents through the play loop without the game hooks, so the seed was null and no
 * `game_over` came; the hooks now live in the play loop itself (src/sim/play.ts, Match.play).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');

// Logs each message's type and seed, answers every decision with its first legal action.
const BOT = `
import json, sys
log = open(sys.argv[1], "a")
for line in sys.stdin:
    m = json.loads(line)
    log.write(json.dumps({"type": m.get("type"), "seed": m.get("seed")}) + "\\n"); log.flush()
    if m.get("type") == "decision":
        sys.stdout.write(json.dumps({"action": m["legal"][0], "id": m["id"]}) + "\\n"); sys.stdout.flush()
`;

describe('berserk play with an outside bot (docs/bot-protocol.md)', () => {
  it('game_start and every decision carry the printed seed; game_over ends the game', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-play-bot-'));
    try {
      const bot = path.join(dir, 'bot.py');
      const log = path.join(dir, 'log.jsonl');
      fs.writeFileSync(bot, BOT);
      const r = spawnSync(process.execPath, [cli, 'play', '--deck1', 'decks/steppe.json', '--deck2', 'decks/forest.json', '--seed', '1', '--max-turns', '6', '--agent1', `external:python3 ${bot} ${log}`], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
      expect(r.status, r.stderr).toBe(0);
      const seed = /^seed: ([0-9a-f]{16})$/m.exec(r.stdout)?.[1];
      expect(seed).toBeDefined();
      const msgs = fs.readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; seed: unknown });
      const types = msgs.map((m) => m.type);
      expect(types.filter((t) => t === 'game_start')).toHaveLength(1);
      expect(types.filter((t) => t === 'game_over')).toHaveLength(1);
      expect(types.indexOf('game_start')).toBeLessThan(types.indexOf('decision'));
      expect(types.lastIndexOf('decision')).toBeLessThan(types.indexOf('game_over'));
      for (const m of msgs.filter((x) => x.type === 'game_start' || x.type === 'decision' || x.type === 'game_over')) expect(m.seed).toBe(seed);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
