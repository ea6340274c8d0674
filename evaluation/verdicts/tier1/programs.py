"""Programs the shell parser unwraps: wrappers and programs that run a command string.

Tables only (issue 11 widened them): ``WRAPPERS`` run their operands as a
command (``sudo``, ``timeout 5``, ``chroot DIR``, ``busybox`` …);
``JOINING_WRAPPERS`` join them into a shell string first (``watch 'cmd'``);
``C_FLAG_PROGRAMS`` take the script as the value of ``-c`` (``su -c``).
"""

from __future__ import annotations

from evaluation.verdicts.tier1.remote_words import REMOTE_SCRIPTED

# Wrapper programs: name -> (options that take a value, positional args to skip).
WRAPPERS: dict[str, tuple[frozenset[str], int]] = {
    "sudo": (frozenset({"-u", "-g", "-h", "-p", "-C", "-U", "-r", "-t", "-D", "-R"}), 0),
    "doas": (frozenset({"-u", "-C"}), 0),
    "env": (frozenset({"-u", "-C", "-S", "--unset", "--chdir", "--split-string"}), 0),
    "nohup": (frozenset(), 0),
    "time": (frozenset({"-f", "-o"}), 0),
    "nice": (frozenset({"-n", "--adjustment"}), 0),
    "ionice": (frozenset({"-c", "-n", "-p"}), 0),
    "timeout": (frozenset({"-s", "-k", "--signal", "--kill-after"}), 1),
    "stdbuf": (frozenset({"-i", "-o", "-e"}), 0),
    "setsid": (frozenset(), 0),
    "exec": (frozenset({"-a"}), 0),
    "command": (frozenset(), 0),
    "builtin": (frozenset(), 0),
    "xargs": (frozenset({"-a", "-d", "-E", "-I", "-J", "-L", "-n", "-P", "-s", "--delimiter",
                         "--max-args", "--max-procs", "--arg-file", "--max-lines", "--eof",
                         "--process-slot-var"}), 0),
    # round 21: xe (a xargs of its own: -f FILE for -a, -N for -n, -j for -P), read as xargs (unwrap)
    "xe": (frozenset({"-f", "-N", "-j", "-s", "-I", "-L", "-A"}), 0),
    # issue 11: wrappers that run their operands as a command
    "busybox": (frozenset(), 0),
    "chroot": (frozenset({"--userspec", "--groups"}), 1),
    "flock": (frozenset({"-w", "--timeout", "-E", "--conflict-exit-code"}), 1),
    "strace": (frozenset({"-o", "-e", "-p", "-s", "-u", "-E", "-a", "-b", "-I", "-O", "-P", "-S", "-X"}), 0),
    "ltrace": (frozenset({"-o", "-e", "-p", "-s", "-u", "-a", "-n", "-l"}), 0),
    "unbuffer": (frozenset(), 0),
    "nsenter": (frozenset({"-t", "--target", "-S", "-G", "--setuid", "--setgid"}), 0),
    "unshare": (frozenset(), 0),
    "firejail": (frozenset(), 0),
    "systemd-run": (frozenset({"-u", "--unit", "-p", "--property", "-E", "--setenv", "--uid", "--gid",
                               "-M", "--machine", "--description", "--slice"}), 0),
    "runuser": (frozenset({"-u", "-g", "-G", "--user", "--group"}), 0),
    "taskset": (frozenset(), 1),
    "chrt": (frozenset(), 1),
    "numactl": (frozenset({"-C", "-N", "-m", "-i", "-p"}), 0),
    "cpulimit": (frozenset({"-l", "-p", "-e", "--limit", "--pid", "--exe"}), 0),
    "prlimit": (frozenset({"-p", "--pid"}), 0),
    "torsocks": (frozenset(), 0),
    "proxychains": (frozenset({"-f"}), 0),
    "proxychains4": (frozenset({"-f"}), 0),
    "catchsegv": (frozenset(), 0),
    "valgrind": (frozenset(), 0),
    "faketime": (frozenset({"-f"}), 1),
    "caffeinate": (frozenset({"-t", "-w"}), 0),
    "fakeroot": (frozenset(), 0),
    "sg": (frozenset(), 1),
    "watch": (frozenset({"-n", "--interval", "-d", "--differences", "-q", "--equexit"}), 0),
    "parallel": (frozenset({"-j", "--jobs", "-S", "--sshlogin", "--delay", "-a", "--arg-file", "-d", "--delimiter",
                            "-n", "--max-args", "-N", "-I", "-E", "--eof", "-L", "--max-lines", "--colsep", "-C",
                            "--results", "--joblog", "--tmpdir", "--sshloginfile", "--slf", "--workdir", "--wd",
                            "--env", "--basefile", "--bf", "--return", "--transferfile", "--tf", "--timeout",
                            "--retries", "--load", "--memfree", "--tag-string", "--tagstring", "--block",
                            "--block-size", "--recstart", "--recend",
                            # round 14 (t1o): `parallel --halt never shred -u {} :::: L` read `never` as the command
                            "--halt", "--halt-on-error", "--nice", "-P", "--max-procs", "-s", "--max-chars",
                            "--sshdelay", "--termseq", "--limit", "--rpl", "--header", "--shard", "--profile", "-J",
                            "--ctagstring", "--arg-sep", "--arg-file-sep", "--compress-program",
                            "--decompress-program", "--filter", "--match", "--group-by", "--template", "--ssh",
                            "--sqlmaster", "--sqlworker", "--sqlandworker", "--seqreplace", "--tmux-length",
                            "--results-dir", "--semaphore-timeout", "--semaphorename", "--id", "--fg-exit-code"}), 0),
    # round 23 (t2k): Slurm's srun/salloc run their operands (on a node, as the user, with the same home)
    "srun": (frozenset({"-N", "-n", "-p", "-t", "-c", "-J", "-w", "-A", "-q", "-o", "-e", "-D", "-G", "-x", "-C",
                        "--partition", "--time", "--nodes", "--ntasks", "--account", "--job-name", "--gres"}), 0),
    "salloc": (frozenset({"-N", "-n", "-p", "-t", "-c", "-J", "-w", "-A", "-q", "-G", "-x", "-C", "--partition",
                          "--time", "--nodes", "--ntasks", "--account", "--job-name", "--gres"}), 0),
    # round 23 (t2k): Grid Engine's `qsub -b y CMD` and LSF's `bsub CMD` run their operands as a job (a script operand
    # is run too)
    "qsub": (frozenset({"-N", "-q", "-l", "-o", "-e", "-pe", "-A", "-P", "-t", "-hold_jid", "-j", "-M", "-m", "-S",
                        "-v", "-wd", "-b", "-r", "-p", "-a", "-c", "-sync", "-R", "-now"}), 0),
    "bsub": (frozenset({"-q", "-n", "-J", "-o", "-e", "-W", "-R", "-M", "-P", "-G", "-u", "-w", "-m", "-cwd"}), 0),
    # round 13: rush (shenwei356/rush), GNU parallel's kind: runs its command once per line of stdin or `-i FILE`
    "rush": (frozenset({"-j", "--jobs", "-D", "--record-delimiter", "-d", "--field-delimiter", "-n", "--nrecords",
                        "-i", "--infile", "-o", "--out-file", "-r", "--retries", "-t", "--timeout", "-J", "--delay-retry",
                        "-v", "--assign", "-T", "--trim"}), 0),
    # round 17 (t1u): rust-parallel (aaronriekenberg/rust-parallel), the same kind: bare, each input line is a command
    "rust-parallel": (frozenset({"-j", "--jobs", "-i", "--input-file", "-t", "--timeout", "-r", "--regex", "-d", "--discard-output",
                                 "--shell-path", "--channel-capacity", "--exit-on-error"}), 0),
}
#: job runners of GNU parallel's kind (bare, each line they read is a shell command)
JOB_RUNNERS = ("parallel", "rush", "rust-parallel")
#: wrappers that run the *joined* rest of their argv through ``sh -c`` (or a remote shell)
JOINING_WRAPPERS = frozenset({"watch", "ssh", "bsub", *JOB_RUNNERS})  # round 46 (he): LSF runs `bsub`'s line in sh
#: programs whose ``-c``/``--command`` value is a shell script (``su -c``, ``script -c`` …)
C_FLAG_PROGRAMS: dict[str, frozenset[str]] = {
    "su": frozenset({"-c", "--command", "--session-command"}),
    "runuser": frozenset({"-c", "--command"}),
    "script": frozenset({"-c", "--command"}),
    "flock": frozenset({"-c", "--command"}),
    "ksu": frozenset({"-e"}),
    "tmux": frozenset(),
    "screen": frozenset(),
    # round 23 (t2k): a batch job's command line (`sbatch --wrap "…"`), an ad-hoc module's shell (`ansible H -m shell
    # -a "…"`; other modules' key=value arguments parse as assignments, which run nothing)
    "sbatch": frozenset({"--wrap"}),
    "ansible": frozenset({"-a", "--args"}),
    **{program: frozenset() for program in REMOTE_SCRIPTED},  # round 34 (t3y): remote_words reads their bodies
}


_XE_AS_XARGS = {"-f": "-a", "-N": "-n", "-j": "-P"}


def xargs_feeder(name: str, options: list[str]) -> tuple[str, ...]:
    """xargs's own options as the parser keeps them (round 21: ``xe``'s ``-f LIST``/``-N``/``-j`` are ``-a``/``-n``/``-P``)."""
    return tuple(_XE_AS_XARGS.get(a, a) if name == "xe" else a for a in options)
