// The CPU time (user + system) of a test run: this process and every process it started.
//
// process.cpuUsage() and process.resourceUsage() see only the calling process, and Node has no
// getrusage(RUSAGE_CHILDREN). Linux keeps both halves in /proc: a process's own utime/stime, and
// in cutime/cstime the CPU of the children it has already waited for (with theirs). So the tree's
// total is, for this process and each descendant still alive (a zombie included), its own time
// plus its reaped children's. A process is either alive or reaped, so none is counted twice.
// Not counted: processes reparented away from the tree (a daemon, an orphan) and servers the run
// only talks to (PostgreSQL, Redis).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Fields after the command name, which may itself hold spaces and parentheses. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone meanwhile: its time is now in its parent's cutime
  }
}

/** Milliseconds of CPU used by `pid` and its descendants, or undefined where /proc is missing. */
export function processTreeCpuMs(pid = process.pid) {
  if (process.platform !== 'linux') return undefined;
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields) parentOf.set(Number(entry), Number(fields[1]));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  let ticks = 0;
  // Children before their parents: one reaped in between is then seen twice rather than never.
  for (const member of tree.reverse()) {
    const fields = statFields(member);
    // utime, stime, cutime, cstime are fields 14 to 17 of proc(5); fields[0] here is field 3.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / clockTicks();
}

/** "12 min 3 s" */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
