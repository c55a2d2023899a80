#!/bin/bash
# A real single-node Slurm runs the recipe of docs/scaling.md as written: the batch script and the
# submit, merge, recovery and requeue commands are taken out of the doc's marked blocks
# (<!-- ci:slurm NAME --> before a fenced block), so the doc cannot drift from what is tested.
#
#   (a) the recipe: a 4-task array and its merge equal an unsliced run, byte for byte;
#   (b) a running task requeued (scontrol requeue + StartTime=now) resumes; the merge is equal;
#   (c) a task cancelled mid-run: the merge job is cancelled with it (--kill-on-invalid-dep), the
#       doc's recovery (resubmit the array, then the merge) gives an equal merge.
#
# Needs root and apt (installs slurmctld slurmd slurm-client munge if missing), a built dist/
# (npm run build). Starts munged (as the munge user), slurmctld and slurmd with a throw-away
# SLURM_CONF, and stops every daemon it started, by PID, on any exit. Prints "N passed, N failed";
# exits 0 only if all passed.
set -uo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DOC=$REPO/docs/scaling.md
T0=$(date +%s)
PASS=0
FAIL=0
PIDS=()
D=$(mktemp -d /tmp/slurm-test.XXXXXX)

log() { printf '[slurm-test %3ds] %s\n' $(($(date +%s) - T0)) "$*"; }
pass() { PASS=$((PASS + 1)); log "PASS $*"; }
fail() { FAIL=$((FAIL + 1)); log "FAIL $*"; }

cleanup() {
  local pid
  if [ -n "${SLURM_CONF:-}" ] && [ -f "$SLURM_CONF" ] && [ ${#PIDS[@]} -gt 0 ]; then
    # Our throw-away cluster's jobs only (SLURM_CONF points at it), so that no task outlives slurmd.
    timeout 5 scancel --quiet --user=root >/dev/null 2>&1 || true
    for _ in $(seq 50); do [ -z "$(timeout 2 squeue -h -o %i 2>/dev/null)" ] && break; sleep 0.1; done
  fi
  # Newest first: slurmd, slurmctld, then munged.
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
    pid=${PIDS[i]}
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$D"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

die() {
  log "ERROR $*"
  FAIL=$((FAIL + 1))
  echo "$PASS passed, $FAIL failed"
  exit 1
}

# ---- the doc's blocks --------------------------------------------------------------------------
# block NAME: the fenced block after the line "<!-- ci:slurm NAME -->".
block() {
  awk -v want="<!-- ci:slurm $1 -->" '
    $0 == want { armed = 1; next }
    armed && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }
  ' "$DOC"
}
for b in sim.sbatch submit merge recover requeue; do
  block "$b" >"$D/$b"
  [ -s "$D/$b" ] || die "docs/scaling.md has no <!-- ci:slurm $b --> block"
done

# ---- Slurm and munge -----------------------------------------------------------------------------
[ -f "$REPO/dist/src/cli/main.js" ] || die "dist/ is not built: run npm run build first"
# The built CLI the jobs run: $SLURM_TEST_DIST (a copy .ci/run takes before the tests rebuild dist/
# beside this script; node_modules must resolve from its parent folder), else the checkout's dist/.
DIST=${SLURM_TEST_DIST:-$REPO/dist}
[ -f "$DIST/src/cli/main.js" ] || die "$DIST is not a built dist/"
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  log "installing slurmctld slurmd slurm-client munge"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge; } >"$D/apt.log" 2>&1 || {
    tail -20 "$D/apt.log"
    die "apt-get install failed"
  }
fi

# munged, as the munge user, on the default socket (where Slurm's auth/munge looks).
if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
  log "munged already running: using it"
else
  [ -s /etc/munge/munge.key ] || { mungekey --create >/dev/null 2>&1 || /usr/sbin/create-munge-key -f >/dev/null 2>&1; }
  chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
  install -d -o munge -g munge -m 0755 /run/munge
  install -d -o munge -g munge -m 0700 /var/lib/munge /var/log/munge
  setpriv --reuid=munge --regid=munge --init-groups /usr/sbin/munged --foreground >"$D/munged.out" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 50); do munge -n 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.1; done
  munge -n | unmunge >/dev/null 2>&1 || { cat "$D/munged.out"; die "munged did not start"; }
fi

HOST=$(hostname -s)
mkdir -p "$D/state" "$D/spool"
export SLURM_CONF=$D/slurm.conf
# The node line from `slurmd -C`, with 8 CPUs declared (config_overrides: slurmd trusts the line):
# the doc's tasks ask for 2 CPUs each, and the four of a case run at once instead of one by one.
NODE=$(slurmd -C | head -1 | sed -E 's/CPUs=[0-9]+/CPUs=8/; s/SocketsPerBoard=[0-9]+/SocketsPerBoard=1/; s/CoresPerSocket=[0-9]+/CoresPerSocket=8/; s/ThreadsPerCore=[0-9]+/ThreadsPerCore=1/')
cat >"$SLURM_CONF" <<EOF
ClusterName=ci
SlurmctldHost=$HOST(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$D/state
SlurmdSpoolDir=$D/spool
SlurmctldPidFile=$D/slurmctld.pid
SlurmdPidFile=$D/slurmd.pid
SlurmctldLogFile=$D/slurmctld.log
SlurmdLogFile=$D/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
SchedulerType=sched/backfill
AccountingStorageType=accounting_storage/none
MailProg=/bin/true
MpiDefault=none
ReturnToService=2
MinJobAge=600
SlurmdParameters=config_overrides
MessageTimeout=5
$NODE NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=ci Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D -i -f "$SLURM_CONF" >"$D/slurmctld.out" 2>&1 &
PIDS+=($!)
slurmd -D -f "$SLURM_CONF" >"$D/slurmd.out" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do timeout 2 sinfo -h -o %T 2>/dev/null | grep -qx idle && break; sleep 0.1; done
timeout 2 sinfo -h -o %T 2>/dev/null | grep -qx idle || { tail -n 5 "$D/slurmctld.log" "$D/slurmd.log" 2>/dev/null; die "the Slurm node did not come up"; }
log "slurmctld and slurmd up ($(sinfo -h -o '%N %c CPUs %m MB'))"

# ---- the run -------------------------------------------------------------------------------------
# 2,048 games in 8 shards of 256: 4 slices of 2 shards. Games end at turn 6 (--max-turns): what is
# tested is the recipe (slicing, merge, requeue, recovery), which the length of a game does not
# touch, and the runs' CPU time is then mostly node's start-up, not play.
export N=4
export FLAGS="--deck1 decks/steppe.json --deck2 decks/forest.json --games 2048 --seed 42 --shard-size 256 --max-turns 6"
TABLES="games.arrows game_cards.arrows summary.json"

# A fresh submit directory for a case: the checkout's built parts (symlinks) and the doc's script.
workdir() {
  local w=$D/$1
  mkdir -p "$w"
  ln -s "$DIST" "$w/dist"
  for f in decks node_modules package.json; do ln -s "$REPO/$f" "$w/$f"; done
  cp "$D/sim.sbatch" "$w/sim.sbatch"
  echo "$w"
}

# job_state ID: the state of a job (or an array task), "" once Slurm has forgotten it.
job_state() { scontrol -o show job "$1" 2>/dev/null | grep -o 'JobState=[A-Z_]*' | head -1 | cut -d= -f2; }
# wait_done ID SECONDS: until no task of the job is pending or running.
wait_done() {
  local end=$(($(date +%s) + $2))
  while [ "$(date +%s)" -lt "$end" ]; do
    [ -z "$(squeue -h -j "$1" -o %i 2>/dev/null)" ] && return 0
    sleep 0.5
  done
  return 1
}
# wait_running TASK DIR SECONDS: the task runs and its slice has committed a shard.
wait_running() {
  local end=$(($(date +%s) + $3))
  while [ "$(date +%s)" -lt "$end" ]; do
    if [ "$(squeue -h -j "$1" -t R -o %i 2>/dev/null)" != "" ] && grep -qs '"shard"' "$2/manifest.jsonl"; then return 0; fi
    sleep 0.2
  done
  return 1
}
# same_as_single CASE DIR: the merged tables and summary equal the unsliced run's.
same_as_single() {
  local f ok=0
  [ -f "$2/manifest.jsonl" ] || { fail "$1: no merged folder $2 (merge job: $(cat "$(dirname "$2")"/logs/merge-*.out 2>/dev/null | tail -3))"; return; }
  for f in $TABLES; do cmp -s "$D/single/$f" "$2/$f" || { ok=1; fail "$1: $f differs from the unsliced run"; }; done
  [ $ok = 0 ] && pass "$1: merged equal to the unsliced run ($TABLES)"
}

log "unsliced reference run"
# shellcheck disable=SC2086
(cd "$REPO" && node "$DIST/src/cli/main.js" sim $FLAGS --workers 2 --out "$D/single" >/dev/null 2>"$D/single.err") || { cat "$D/single.err"; die "the unsliced run failed"; }

# (a) the recipe as written.
W=$(workdir a)
(
  cd "$W" || exit 1
  # shellcheck disable=SC1091,SC2086
  . "$D/submit" && echo "$jid" >jid && . "$D/merge" && echo "$mid" >mid
) || die "(a) submitting failed"
JID=$(cat "$W/jid")
MID=$(cat "$W/mid")
log "(a) array $JID, merge $MID"
wait_done "$MID" 240 || fail "(a) the merge job did not finish"
same_as_single "(a) recipe" "$W/results/run42/merged"

# (b) a running task requeued, its wait cleared; it resumes its slice.
W=$(workdir b)
export BERSERK_SIM_FAULTS=delay:1500 # every shard but shard 0 takes 1.5 s more: time to catch a task mid-slice
(
  cd "$W" || exit 1
  . "$D/submit" && echo "$jid" >jid && . "$D/merge" && echo "$mid" >mid
) || die "(b) submitting failed"
JID=$(cat "$W/jid")
MID=$(cat "$W/mid")
if wait_running "${JID}_1" "$W/results/run42/slice-1" 60; then
  (cd "$W" && jid=$JID TASK=1 && . "$D/requeue") >"$D/requeue.out" 2>&1 || { cat "$D/requeue.out"; fail "(b) the doc's requeue commands failed"; }
  log "(b) task ${JID}_1 requeued"
  wait_done "$MID" 240 || fail "(b) the merge job did not finish"
  L=$W/results/run42/logs/${JID}_1.out
  grep -q 'restart 1' "$L" && pass "(b) task 1 ran again, appending to its log" || fail "(b) task 1's log shows no restart: $(cat "$L")"
  # Slice 1 is 512 games; the second run resumed it, playing only the shard the first did not commit.
  PLAYED=$(grep -o '^[0-9,]* games played' "$L" | tail -1)
  [ "$PLAYED" = "256 games played" ] && pass "(b) the requeued task resumed its slice ($PLAYED of 512)" || fail "(b) the requeued task did not resume: ${PLAYED:-no summary} (of 512)"
  same_as_single "(b) requeue" "$W/results/run42/merged"
else
  fail "(b) task ${JID}_1 was never seen running"
fi

# (c) a task cancelled mid-run; the merge is cancelled with it; the doc's recovery.
W=$(workdir c)
(
  cd "$W" || exit 1
  . "$D/submit" && echo "$jid" >jid && . "$D/merge" && echo "$mid" >mid
) || die "(c) submitting failed"
JID=$(cat "$W/jid")
MID=$(cat "$W/mid")
if wait_running "${JID}_2" "$W/results/run42/slice-2" 60; then
  scancel "${JID}_2"
  log "(c) task ${JID}_2 cancelled"
  wait_done "$JID" 120 || fail "(c) the array did not end"
  # --kill-on-invalid-dep=yes: the merge job must not stay pending for ever.
  for _ in $(seq 40); do [ -z "$(squeue -h -j "$MID" -o %i 2>/dev/null)" ] && break; sleep 0.5; done
  if [ -z "$(squeue -h -j "$MID" -o %i 2>/dev/null)" ] && [ ! -e "$W/results/run42/merged" ]; then
    pass "(c) the merge job was cancelled with the task ($(job_state "$MID"))"
  else
    fail "(c) the merge job is $(job_state "$MID") after the task was cancelled"
  fi
  (
    cd "$W" || exit 1
    . "$D/recover" && echo "$jid" >jid2 && . "$D/merge" && echo "$mid" >mid2
  ) || fail "(c) the doc's recovery commands failed"
  wait_done "$(cat "$W/mid2")" 240 || fail "(c) the resubmitted merge job did not finish"
  same_as_single "(c) cancel and recover" "$W/results/run42/merged"
else
  fail "(c) task ${JID}_2 was never seen running"
fi
unset BERSERK_SIM_FAULTS

log "done in $(($(date +%s) - T0)) s"
echo "$PASS passed, $FAIL failed"
[ "$FAIL" = 0 ]
