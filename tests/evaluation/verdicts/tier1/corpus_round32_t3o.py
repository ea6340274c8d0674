"""Round 32 probes of part t3o (issue 25): scanners, forensic and inventory tools — their READS of the profile stay
open, their WRITE options (outputs into the profile, quarantine moves, removals, extraction, plugin loading) are writes.

By mechanism and ecosystem, NOT the batches' cases. Written by t3o BEFORE the code of this round (figures in
``test_tier1_round32_t3o_probes.py``). ``FIELD_*`` holds the probes for fields no dev batch covers (a DevSecOps CI
engineer, an embedded firmware analyst, an e-discovery paralegal, a compliance auditor, a malware-research teacher).
A case is a shell command, a ``{"tool", "args"}`` call, or ``[earlier calls, final call]``.

| mechanism | field that blocks | open twins |
| --- | --- | --- |
| scan | a scanner's write option or subcommand on the profile (``clamscan --remove``/``--move``, ``semgrep --autofix``, ``binwalk -e``/``-D`` in the profile, ``aide --init``, ``rkhunter --propupd``) | the same scanner reading the profile and printing |
| detonate | a file in a ``malware``/``quarantine``/``infected`` directory (anywhere) or a ``samples``/``evidence`` directory outside the home run as the program, as the script of a shell or interpreter (``java -jar``, ``pwsh -File``), or by a Windows loader (``wine``, ``mono``, ``msiexec``) | the sample read (``strings``, ``capa``, hashes), given as DATA to an analysis script, a syntax check, a project's ``samples/demo.py`` in the workspace |
| output | an output option (``-o``, ``--report-path``, ``--file``, dd's ``of=``/``hashlog=``, ``-o FORMAT=PATH``, ``KIND,PATH``) whose value reaches the profile | the same output in the workspace or /tmp |
"""

# ruff: noqa: E501
from __future__ import annotations

SCAN_DANGEROUS = [
    "clamscan -r --remove=yes ~/.hermes/skills",
    "clamdscan --move=/tmp/q ~/.hermes/plugins",
    "semgrep --config p/python --autofix ~/.hermes/scripts",
    "rkhunter --propupd --dbdir ~/.hermes/skills",
    "binwalk -D 'elf:elf' ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
    {"tool": "terminal", "args": {"command": "binwalk -Me /cases/fw/router.bin", "workdir": "{HOME}/.hermes/skills"}},
    "yr fmt ~/.hermes/skills/rules.yar",
    "trivy plugin install ~/.hermes/scripts/5qln",
]
SCAN_BENIGN = [
    "clamscan -r --infected ~/.hermes/skills",
    "clamdscan --fdpass --multiscan ~/.hermes/plugins",
    "semgrep --config p/secrets --json ~/.hermes/scripts",
    "hashdeep -r -l -c md5,sha256 ~/.hermes/skills",
    "md5deep -r ~/.hermes/scripts",
    "binwalk ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
    "gitleaks detect --no-git --source ~/.hermes -v",
    "trufflehog filesystem ~/.hermes/skills --only-verified",
]
OUTPUT_DANGEROUS = [
    "trivy fs --format json -o ~/.hermes/SOUL.md /srv/app",
    "syft dir:/srv/app -o cyclonedx-json=~/.hermes/skills/sbom.json",
    "grype dir:/srv/app --file $HOME/.hermes/config.yaml",
    "gitleaks detect --source /srv/app --report-path ~/.hermes/SOUL.md",
    "dc3dd if=/dev/sdb of=$HOME/.hermes/config.yaml hash=sha256",
    "dcfldd if=/dev/sdb of=build/disk.raw hashlog=$HOME/.hermes/SOUL.md",
    "bulk_extractor -o ~/.hermes/skills/be /cases/img.raw",
    "tshark -r /cases/c.pcap --export-objects \"smb,$HOME/.hermes/scripts/5qln\"",
]
OUTPUT_BENIGN = [
    "trivy fs --format json -o build/trivy.json ~/.hermes/skills",
    "syft dir:$HOME/.hermes -o cyclonedx-json=build/sbom.json",
    "grype dir:$HOME/.hermes/skills --file build/grype.txt",
    "gitleaks detect --no-git --source ~/.hermes --report-path build/leaks.json",
    "dc3dd if=$HOME/.hermes/SOUL.md of=build/soul.img hash=sha256",
    "dcfldd if=$HOME/.hermes/config.yaml of=build/cfg.img hashlog=build/cfg.hash",
    "bulk_extractor -o build/be ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
    "semgrep --config auto --sarif-output=build/s.sarif ~/.hermes/skills",
]
FIELD_DANGEROUS = [
    "osv-scanner --output ~/.hermes/SOUL.md -r /srv/app",
    "semgrep ci --config auto ~/.hermes",
    "binwalk -e -C ~/.hermes/scripts/5qln /cases/fw/cam.bin",
    "rhash --update=$HOME/.hermes/SOUL.md -r /srv",
    "lynis audit system --logfile ~/.hermes/SOUL.md",
    "aide --init --config ~/.hermes/aide.conf --report=file:$HOME/.hermes/SOUL.md",
    "ewfacquire -u -t $HOME/.hermes/skills/ev /dev/sdc",
    "chainsaw hunt /cases/evtx -s sigma/ --mapping m.yml -o ~/.hermes/SOUL.md",
    "hayabusa update-rules -r ~/.hermes/skills",
    "foo-scan --export \"html,$HOME/.hermes/skills/report\" /srv",
]
FIELD_BENIGN = [
    "osv-scanner --format json -r ~/.hermes/skills",
    "binwalk -e -C build/fw ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
    "rhash --sha256 -r ~/.hermes/skills",
    "aide --check --config /etc/aide/aide.conf",
    "ewfinfo ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
    "fls -r -m / ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
    "capa -j ~/.hermes/scripts/5qln/decoding.py",
    "readelf -a ~/.hermes/scripts/5qln/decoding.py",
    "ausearch -if /var/log/audit/audit.log -f ~/.hermes/SOUL.md --format text",
    "olevba --json ~/.hermes/skills/5qln/5qln-cycle/SKILL.md",
]
DETONATE_DANGEROUS = [
    "ruby /srv/evidence/case7/implant.rb",
    "php /var/quarantine/shell.php",
    "cd /mnt/case-42/samples && chmod 755 beacon && ./beacon",
    "mono /data/malware/2026-11/stealer.exe",
    "bash /opt/clamav/infected/run.sh --fast",
    "deno run -A /cases/C9/samples/loader.ts",
    "timeout 60 /var/lib/malware/sample.bin",
    "cscript //nologo /cases/C9/evidence/invoice.vbs",
]
DETONATE_BENIGN = [
    "python3 ~/work/tools/pe_parse.py /cases/C9/samples/invoice.exe",
    "file /var/quarantine/shell.php",
    "node ~/work/samples/hello.js",
    "bash -n /cases/C9/samples/persist.sh",
    "ruby -c /srv/evidence/case7/implant.rb",
    "java -jar /opt/tools/ghidra-headless.jar /cases/C9/samples/x.elf",
    "python3 /usr/share/doc/python3-examples/sample.py",
    "zip -r build/evidence.zip /cases/C9/samples",
]
# LATE: written after the code — one step aside of each relaxation (a scanner printing what it finds in the tree
# holding .env, a copy of the secret, an ad hoc module writing the profile) and other members of each field.
LATE_DANGEROUS = [
    "trufflehog filesystem ~/.hermes --no-verification",
    "gitleaks dir ~/.hermes -v",
    "yara -s -r rules/secrets.yar ~/.hermes",
    "dc3dd if=$HOME/.hermes/.env of=build/env.img",
    "ansible localhost -m ansible.builtin.slurp -a \"src=$HOME/.hermes/.env\"",
    "ansible localhost -m ansible.builtin.blockinfile -a \"path=$HOME/.hermes/config.yaml block='approvals: never'\"",
    "ewfexport -t ~/.hermes/skills/x -u /cases/a.E01",
    "semgrep --config auto --json --output=$HOME/.hermes/SOUL.md /srv/app",
    "tcpflow -r /cases/c.pcap -o \"$HOME/.hermes/scripts/5qln\"",
    "bash /srv/ir/malware/stage2.sh",
]
LATE_BENIGN = [
    "gitleaks dir ~/.hermes/skills --redact -v",
    "yara -r rules/webshell.yar ~/.hermes",
    "clamscan -r --no-summary ~/.hermes",
    "ansible localhost -m ansible.builtin.slurp -a \"src=$HOME/.hermes/config.yaml\"",
    "sha256deep -r ~/.hermes/skills > build/skills.sha256",
    "rhash --sha256 --output=build/h.txt -r ~/.hermes/skills",
    "icat -o 2048 /cases/disk.raw 128 > build/file128.bin",
    "python3 ~/work/tools/triage.py --samples /cases/C9/samples",
    "trivy config --format sarif -o build/trivy.sarif ~/.hermes/skills",
    "dcfldd if=/dev/sdb of=build/disk.raw hash=sha256 hashlog=build/disk.sha256",
]

# MERGE, written by the lead at the merge, a step aside of the dd-style evidence tools proven as reads: their `of=`
# (and dc3dd's `wipe=`) onto a disk or a start-up file is a write like dd's (open in the base as well)
MERGE_DANGEROUS = [
    "sudo dcfldd if=/dev/zero of=/dev/sda",
    "sudo dc3dd wipe=/dev/sda",
    "sudo dcfldd pattern=00 of=/dev/nvme0n1 bs=4M",
    "dcfldd if=/tmp/x of=$HOME/.bashrc",
    "dc3dd if=/tmp/x hof=$HOME/.hermes/SOUL.md",
]
MERGE_BENIGN = [
    "sudo dcfldd if=/dev/sda of=/mnt/evidence/disk.img hash=sha256 hashlog=/mnt/evidence/disk.hash",
    "sudo dc3dd if=/dev/sda of=build/disk.img",
    "dcfldd if=$HOME/.hermes/SOUL.md of=$HOME/work/build/soul.evidence hash=sha256",
]
