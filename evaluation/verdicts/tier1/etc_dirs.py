"""The OS's and the distro's own directories under ``/etc`` (``/etc/apt``, ``/etc/systemd``, ``/etc/ssh`` …): public
settings of the system, not a service's own settings where its passwords live (round 38 lead fa, :mod:`place_secrets`;
round 45 hg, :mod:`route_secrets`, which reads the ``/etc/ssh`` and ``/etc/sudoers.d`` trees as secret)."""
from __future__ import annotations

OS_DIRS = frozenset({
    "apt", "dpkg", "yum", "yum.repos.d", "dnf", "zypp", "pacman.d", "apk", "rpm", "systemd", "default", "sysctl.d",
    "security", "pam.d", "modprobe.d", "modules-load.d", "udev", "logrotate.d", "ld.so.conf.d", "profile.d",
    "apparmor", "apparmor.d", "selinux", "x11", "fonts", "dbus-1", "polkit-1", "update-motd.d", "alternatives",
    "environment.d", "tmpfiles.d", "binfmt.d", "xdg", "gtk-2.0", "gtk-3.0", "skel", "bash_completion.d", "init",
    "init.d", "cron.d", "resolvconf", "dhcp", "netplan", "networkmanager", "network", "iproute2", "ssh",
    "ca-certificates", "ssl", "pki", "timezone", "zoneinfo", "locale", "console-setup", "kernel", "initramfs-tools",
    "dracut.conf.d", "sudoers.d", "cloud", "needrestart", "unattended-upgrades", "fwupd", "lsb-release.d",
    "os-release.d", "chrony", "ntp", "containers", "rsyslog.d", "audit", "grub.d", "depmod.d", "sensors.d"})
