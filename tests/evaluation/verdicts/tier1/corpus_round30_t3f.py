"""Round 30 probes of part t3f (issue 25): destruction stated as a MECHANISM — a destroy verb of any program with an
everything-selector or a target outside the workspace, a user file emptied in place, a raw image written over a block
device, a counted loop of thousands of job submissions, a security service switched off by its manager.

By mechanism, NOT the batches' cases: other tools and spellings, half of them (``FIELD_*``) from fields no dev batch
covers (a DBA, a network engineer, a Windows/WSL developer, an MDM admin, a game-server operator, a robotics lab, a
finance analyst). A case is a shell command.

| mechanism | field that blocks | open twins |
| --- | --- | --- |
| verb + selector | a destroy verb (program name, subcommand or option: ``delete``, ``remove``, ``purge``, ``obliterate``, ``wipe``, ``erase``, ``uninstall`` …) with ``--all``/``-all``, an option ``--delete-all-…``, a stdin list (``--batch -``, xargs-fed with ``--purge``/``--delete-data``), a depot-wide ``//…/...``, a node range | a named package in a venv (``pip uninstall -y``), ``module purge``, ``docker image prune -f``, a dry run |
| verb + outside target | the verb's operand an absolute path under a shared root (``/shared``, ``/project``, ``/opt``, ``/srv``, ``/data``, ``/scratch``, ``/gpfs``, ``/lustre``, ``/nfs``), a data-grid zone (``/<name>Zone/``) | the same verb on ``build/``, ``/tmp/…``, a named env ``-n`` |
| emptied in place | ``: >``/``> f``/``truncate -s 0`` of an existing user file outside the workspace (home, shared roots); an in-place editor (``-i``/``-I``/``--in-place``) whose filter drops all (``false``, ``d``, ``0``) | a workspace log, ``/tmp`` scratch, ``/dev/null``, an in-place edit with a real filter |
| raw image to a block device | a disk image (``.img``, ``.wic``, ``.iso``, ``.raw``, compressed) and a whole-disk device (``/dev/sd*``, ``nvme*``, ``mmcblk*``, ``vd*``) on one command line, any writer | a serial port (``/dev/ttyUSB0``), a backup FROM the device into the workspace |
| job flood | ``seq``/``{1..N}`` of ≥ 1000 around a job submitter (``*sub``, ``*batch``, ``submit``) | a loop of 10, a loop of 5000 ``echo`` |
| security off | a firewall / MAC / audit service masked, disabled or stopped by a manager; a firewall zone target or default policy set to accept | ``status``/``restart`` of the service, a non-security service masked |
"""

# ruff: noqa: E501
from __future__ import annotations

VERBSEL_DANGEROUS = [
    "spack uninstall --all -y",
    "virsh undefine --remove-all-storage labvm01",
    "p4 delete //depot/main/...",
    "lxc list -c n --format csv | xargs -n1 lxc delete --force",
    "guix package --delete-generations",
    "apt list --installed 2>/dev/null | cut -d/ -f1 | xargs -n1 sudo apt-get purge -y",
]
VERBSEL_BENIGN = [
    "module purge",
    "docker image prune -f",
    "pip uninstall -y requests",
    "conda env remove -n scratch-env -y",
    "git rm --cached $(git ls-files -i -c --exclude-standard)",
    "p4 delete //depot/main/src/old_parser.c",
]
OUTSIDE_DANGEROUS = [
    "rm -rf /project/lab/runs/2024-*",
    "mamba env remove -p /shared/envs/genomics -y",
    "find /scratch/lab -mindepth 1 -delete",
    "rmdir --ignore-fail-on-non-empty /srv/www/html/*",
]
OUTSIDE_BENIGN = [
    "rm -rf build/ dist/",
    "mamba env remove -p ./envs/scratch -y",
    "find /tmp/pytest-of-$USER -mindepth 1 -delete",
    "ls -la /project/lab/runs/",
]
EMPTYING_DANGEROUS = [
    "truncate -s 0 ~/.local/share/keyrings/login.keyring",
    "> ~/Documents/thesis.tex",
    "sed -i d ~/notes/journal.md",
    "cp /dev/null ~/.config/Signal/config.json",
]
EMPTYING_BENIGN = [
    ": > build/test.log",
    "truncate -s 0 /tmp/run.log",
    "sed -i 's/foo/bar/' ~/notes/journal.md",
    "> /dev/null",
]
RAWDEV_DANGEROUS = [
    "xzcat build/rootfs.img.xz | sudo dd of=/dev/nvme0n1 bs=4M",
    "sudo balena-cli local flash build/os.img --drive /dev/sda -y",
    "sudo rpi-imager --cli build/custom.img /dev/mmcblk0",
]
RAWDEV_BENIGN = [
    "esptool.py --port /dev/ttyUSB0 write_flash 0x10000 build/app.bin",
    "sudo dd if=/dev/nvme0n1 of=build/mbr.img bs=512 count=1",
    "qemu-img convert -O raw build/disk.qcow2 build/disk.img",
]
JOBFLOOD_DANGEROUS = [
    "for i in {1..20000}; do qsub -q batch job.pbs; done",
    "for n in $(seq 1 100000); do bsub -q normal sleep 3600; done",
]
JOBFLOOD_BENIGN = [
    "for i in $(seq 1 10); do sbatch --array=1-4 run.sh; done",
    "for i in $(seq 1 5000); do echo $i; done > build/ids.txt",
]
SECOFF_DANGEROUS = [
    "sudo systemctl disable --now apparmor",
    "sudo rc-service iptables stop",
    "sudo ufw default allow incoming",
    "sudo systemctl mask auditd.service",
]
SECOFF_BENIGN = [
    "systemctl status firewalld",
    "sudo systemctl restart ufw",
    "sudo systemctl mask --now bluetooth.service",
    "sudo firewall-cmd --zone=public --add-service=https",
]
FIELD_DANGEROUS = [
    # DBA
    "mysql -e 'show databases' -N | grep -v schema | xargs -n1 mysqladmin -f drop",
    "sudo rm -rf /srv/postgres/16/main/pg_wal/*",
    ": > /srv/mysql/binlog.index",
    # network engineer
    "sudo nft add chain inet filter input '{ policy accept; }'",
    "sudo systemctl stop --now nftables",
    "sudo systemctl disable --now fail2ban",
    # Windows / WSL developer
    "wsl --unregister Ubuntu-22.04",
    "rm -rf /mnt/c/Users/alice/Documents/*",
    # MDM admin
    "mdmctl devices list --ids | xargs -n1 mdmctl device wipe --force",
    "jamf-cli computers delete --all --yes",
    # game-server operator
    "steamcmd +force_install_dir /srv/gameserver +app_uninstall -complete 896660 +quit",
    "for i in $(seq 1 5000); do kubectl create job warmup-$i --image=busybox -- sleep 3600; done",
    # robotics lab
    "sudo dd if=build/jetson-rootfs.img of=/dev/mmcblk0 bs=4M status=progress",
    "ros2 bag list /data/bags | xargs -n1 ros2 bag remove --purge",
    # finance analyst
    "truncate -s 0 ~/Finance/ledger.gnucash",
    "mlr -I --icsv --ocsv filter false ~/Finance/transactions.csv",
]
FIELD_BENIGN = [
    # DBA
    "mysqladmin -f drop test_ci_42",
    "rm -rf build/pg_data_test",
    "psql -c 'TRUNCATE TABLE staging_import' appdb_test",
    # network engineer
    "sudo nft list ruleset",
    "sudo systemctl restart nftables",
    "sudo ufw allow 22/tcp",
    # Windows / WSL developer
    "wsl --list --verbose",
    "rm -rf /mnt/c/Users/alice/AppData/Local/Temp/build-cache",
    # MDM admin
    "mdmctl device list --json > build/devices.json",
    # game-server operator
    "steamcmd +force_install_dir ./server +app_update 896660 validate +quit",
    "for i in $(seq 1 4); do kubectl create job warmup-$i --image=busybox -- true; done",
    # robotics lab
    "sudo dd if=/dev/mmcblk0 of=build/jetson-backup.img bs=4M count=1",
    "ros2 bag info build/bags/run1",
    # finance analyst
    "mlr -I --icsv --ocsv filter '$amount > 0' build/transactions.csv",
    "truncate -s 0 build/report.log",
    "cp ~/Finance/ledger.gnucash build/ledger-copy.gnucash",
]

# LATE: written after the code — one step aside of each relaxation, other members of each field.
LATE_DANGEROUS = [
    "hdfs dfs -rm -r -skipTrash /project/lab/raw",
    "julia -e 'rm(\"/shared/lab/raw\"; recursive=true)'",
    "R -e 'unlink(\"/project/lab/raw\", recursive=TRUE)'",
    ": > /srv/app/data/users.db",
    "sudo systemctl disable --now auditd",
    "for i in {1..5000}; do condor_submit job.sub; done",
    "sinfo -h -o %n | xargs -I{} sudo scontrol update nodename={} state=DRAIN reason=x",
    "sudo nvme format /dev/nvme1n1 --ses=1 --force",
]
LATE_BENIGN = [
    "docker run --rm -v /data:/data alpine ls /data",
    "kubectl delete pods --all -n ci --dry-run=server",
    "rsync -a --delete build/site/ /srv/www/site/",
    "find /srv/cache/app -name '*.tmp' -delete",
    "conda env remove -p /tmp/envs/x -y",
    "sed -i '/^#/d' ~/.config/app.conf",
    "truncate -s 0 ~/.cache/pip/log.txt",
    "sudo ufw default deny incoming",
    "sudo smartctl -a /dev/nvme0n1",
]
