#!/usr/bin/env bash
# A correct outside bot gives the same tables whatever the number of workers, with no error game:
# `berserk sim` with an outside bot on 1 and on 2 workers; both runs must list no failed game,
# their Arrow tables must be byte-identical, and no bot process may be left.
#
#   scripts/ci/bot-workers.sh [GAMES] [BOT]
#     GAMES  default 2000
#     BOT    correct (default): test/faults/hostile_bot.py correct — stateless, echoes ids, cheap;
#            sample: bots/random_bot.py — random, seeded per game (it also decodes and checks the
#            tensor of every decision in Python, so it is about 3× slower)
#
# Needs python3 and a build (npm run build). Prints one JSON line with the figures; exit 0 when
# all holds, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/../.."
games="${1:-2000}"
kind="${2:-correct}"
if ! command -v python3 >/dev/null; then echo '{"skipped":"python3 missing"}'; exit 0; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/groups"
# Each bot notes its process group in $work/groups, so that survivors can be found.
if [ "$kind" = sample ]; then
  agent="external:sh -c 'touch $work/groups/\$(ps -o pgid= \$\$ | tr -d \" \"); exec python3 $PWD/bots/random_bot.py'"
else
  agent="external:HOSTILE_PID_DIR=$work/groups python3 $PWD/test/faults/hostile_bot.py correct"
fi
fail=0
# The two runs go at once: a run with one worker leaves a core free while its bot thinks, and the
# figures compared (error games, table bytes, survivors) do not depend on timing.
pids=()
for w in 1 2; do
  node dist/src/cli/main.js sim --deck1 decks/steppe.json --deck2 decks/forest.json --games "$games" --seed 23 \
    --workers "$w" --agent1 "$agent" --agent2 random --out "$work/w$w" --json >"$work/w$w.json" 2>"$work/w$w.err" &
  pids+=($!)
done
for i in 0 1; do
  wait "${pids[i]}" || { cat "$work/w$((i + 1)).err" >&2; fail=1; }
done
errors1=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['summary']['failed_seeds']))" "$work/w1.json")
errors2=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['summary']['failed_seeds']))" "$work/w2.json")
wall1=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['timing']['wall_s'])" "$work/w1.json")
wall2=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['timing']['wall_s'])" "$work/w2.json")
same=true
for t in games.arrows game_cards.arrows; do cmp -s "$work/w1/$t" "$work/w2/$t" || same=false; done
survivors=0
for g in "$work"/groups/*; do
  [ -e "$g" ] || continue
  n=$(ps -e -o pgid=,stat= | awk -v g="$(basename "$g")" '$1 == g && $2 !~ /^Z/' | wc -l)
  survivors=$((survivors + n))
done
echo "{\"games\":$games,\"bot\":\"$kind\",\"errors_1_worker\":$errors1,\"errors_2_workers\":$errors2,\"tables_identical\":$same,\"bot_groups\":$(ls "$work/groups" | wc -l),\"surviving_bot_processes\":$survivors,\"wall_s_1_worker\":$wall1,\"wall_s_2_workers\":$wall2}"
[ "$errors1" = 0 ] && [ "$errors2" = 0 ] && [ "$same" = true ] && [ "$survivors" = 0 ] && [ "$fail" = 0 ]
