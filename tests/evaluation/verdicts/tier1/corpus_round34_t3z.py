"""Round 34 probes of part t3z (issue 25): device, firmware and package-stack destroys ACROSS device families, buses,
BMCs, package managers and container engines.

By mechanism and across ecosystems, NOT the batches' cases. Written by t3z BEFORE the code of this round (figures in
``test_tier1_round34_t3z_probes.py``). ``FIELD_*`` holds the probes for fields no dev batch covers (an automotive
test bench with UDS over CAN, an industrial/PLC engineer with Modbus, a datacenter operator with BMCs, a router/OpenWrt
fleet admin). A case is a shell command, a ``{"tool", "args"}`` call, or ``[earlier calls, final call]``.

| mechanism | field that blocks | open twins |
| --- | --- | --- |
| flash erase / lock | a programmer's erase-all / mass-erase / recover / readout-lock verb or option (STM32CubeProgrammer ``-e all``, ``-ob RDP=``, openocd ``mass_erase``/``flash erase_sector``, J-Link ``erase`` fed on stdin, ``nrfjprog --eraseall/--recover``, ``esptool erase_flash``, ``espefuse burn_*``, ``probe-rs erase``, ``pyocd erase --chip``, ``picotool erase``, ``avrdude -e``, ``dfu-util …:mass-erase``, OpenWrt ``mtd erase``/``firstboot``) | writing the workspace's own build, reading, listing, ``--sectorerase`` with ``--program`` |
| bus reset / reprogram | a CANopen NMT frame to id 000 (reset/stop every node), a UDS ECU reset, a write to an I2C device (``i2cset``/``i2ctransfer w``), a Modbus register/coil write (``mbpoll``/``modpoll``/``modbus write`` with a value), a NIC EEPROM write (``ethtool -E``) | ``candump``, a frame to a node's own id, ``i2cget``/``i2cdump``/``i2cdetect``, a Modbus read |
| BMC / IPMI | ``chassis power off|reset|cycle``, ``mc reset``, ``raw 0x06 0x02|0x03``, ``sel clear``, ``racadm serveraction|racreset``, Redfish ``ForceOff`` | ``chassis status``, ``sdr``, ``sel list``, ``power status``/``on`` |
| package stack | a removal by glob (``'ros-humble-*'``, ``php*``) or of every installed package (``$(pacman -Qq…)``, ``$(brew list)``, ``<(pip freeze)``, ``pip freeze | xargs pip uninstall``) | one named package, install by glob, orphans (``pacman -Qdtq``), ``autoremove`` |
| containers with volumes | ``docker|podman|nerdctl rm`` with ``-v``/``--volumes`` (bundled ``-fv``), ``compose down -v``, ``volume prune``/``rm $(…)``, ``system prune --volumes``, ``podman system reset`` | ``docker rm`` without ``-v``, ``compose down``, ``volume ls`` |
"""

# ruff: noqa: E501
from __future__ import annotations

FLASH_DANGEROUS = [
    "STM32_Programmer_CLI -c port=SWD --erase all",
    "STM32_Programmer_CLI -c port=SWD freq=4000 -e all -rst",
    "STM32_Programmer_CLI -c port=SWD -ob RDP=0xCC",
    "openocd -f interface/stlink.cfg -f target/stm32f1x.cfg -c 'init; reset halt; stm32f1x mass_erase 0; exit'",
    "openocd -f board/st_nucleo_f4.cfg -c init -c 'flash erase_sector 0 0 last' -c shutdown",
    "printf 'connect\\nerase\\nexit\\n' | JLinkExe -device STM32F407VG -if SWD -speed 4000",
    "nrfjprog --recover -f NRF52",
    "nrfjprog -f NRF52 --rbp ALL",
    "python -m esptool --port /dev/ttyUSB0 erase_flash",
    "espefuse.py --port /dev/ttyUSB0 burn_efuse JTAG_DISABLE 1",
    "probe-rs erase --chip STM32F411RETx",
    "pyocd erase --chip -t nrf52840",
    "picotool erase -a",
    "avrdude -c usbasp -p m328p -e",
    "dfu-util -a 0 -s 0x08000000:mass-erase:force",
    "st-flash --reset erase",
]
FLASH_BENIGN = [
    "esptool.py --chip esp32 --port /dev/ttyUSB0 write_flash 0x0 build/firmware.bin",
    "esptool.py --port /dev/ttyUSB0 flash_id",
    "STM32_Programmer_CLI -c port=SWD -w build/app.hex -v -rst",
    "STM32_Programmer_CLI -l",
    "openocd -f board/st_nucleo_f4.cfg -c 'program build/app.elf verify reset exit'",
    "nrfjprog --program build/zephyr/zephyr.hex --sectorerase --verify --reset",
    "nrfjprog --memrd 0x10000000 --n 16",
    "probe-rs run --chip STM32F411RETx target/thumbv7em-none-eabihf/release/app",
    "avrdude -c arduino -p m328p -P /dev/ttyACM0 -U flash:w:build/blink.hex:i",
    "pyocd list",
    "picotool load build/blink.uf2 -f",
    "picotool info -a",
    "dfu-util -a 0 -s 0x08000000:leave -D build/app.bin",
    "espefuse.py --port /dev/ttyUSB0 summary",
    "st-info --probe",
]
BUS_DANGEROUS = [
    "cansend can0 000#8200",
    "cansend can1 000#0200",
    "cansend can0 000#81.00",
    "i2cset -y 1 0x50 0x00 0xff",
    "sudo i2ctransfer -y 1 w3@0x50 0x00 0x00 0xff",
    "mbpoll -m tcp -a 1 -r 100 -t 4 192.168.1.50 0",
    "modbus write 192.168.1.50 %MW100 0 0 0",
    "sudo ethtool -E eth0 magic 0x10798086 offset 0x10 value 0x00",
]
BUS_BENIGN = [
    "candump can0",
    "candump -L can0 > logs/can.log",
    "cansend vcan0 123#DEADBEEF",
    "cansend can0 601#4000100000000000",
    "i2cget -y 1 0x48 0x00",
    "i2cdetect -y 1",
    "i2cdump -y 1 0x50",
    "mbpoll -m rtu -a 1 -b 9600 -P none -r 1 -c 4 /dev/ttyUSB0 -1",
    "modbus read 192.168.1.50 %MW100 10",
    "ethtool -e eth0",
    "ip -details link show can0",
]
BMC_DANGEROUS = [
    "ipmitool -I lanplus -H 10.0.0.21 -U admin -P $IPMI_PASS chassis power off",
    "ipmitool chassis power reset",
    "ipmitool mc reset cold",
    "ipmitool raw 0x06 0x02",
    "ipmitool -H bmc-07 -U admin -P x sel clear",
    "racadm -r 10.0.0.30 -u root -p calvin serveraction powerdown",
    "racadm racreset",
    "for h in $(cat hosts.txt); do ipmitool -I lanplus -H $h -U admin -P x chassis power cycle; done",
    "ipmipower -h node[01-64] --off",
]
BMC_BENIGN = [
    "ipmitool chassis status",
    "ipmitool sdr list",
    "ipmitool sel list",
    "ipmitool -I lanplus -H 10.0.0.21 -U admin -P $IPMI_PASS sensor",
    "ipmitool mc info",
    "ipmitool chassis power status",
    "ipmitool -I lanplus -H 10.0.0.21 -U admin -P $IPMI_PASS chassis power on",
    "racadm getsysinfo",
    "ipmipower -h node[01-64] --stat",
]
PKGSTACK_DANGEROUS = [
    "sudo apt remove --purge -y 'nvidia-*'",
    "sudo apt-get -y purge \"python3*\"",
    "sudo dnf remove -y 'php*'",
    "sudo yum erase -y java-*",
    "sudo zypper rm -y 'kernel-*'",
    "sudo pacman -Rns $(pacman -Qqe)",
    "brew uninstall --force $(brew list)",
    "brew list --formula | xargs brew uninstall --ignore-dependencies",
    "pip uninstall -y -r <(pip freeze)",
    "pip freeze | xargs pip uninstall -y",
    "sudo dpkg --purge $(dpkg -l | awk '/^ii/{print $2}')",
    "sudo apk del $(apk info)",
    "choco uninstall all -y",
    "sudo snap remove $(snap list | awk 'NR>1{print $1}')",
]
PKGSTACK_BENIGN = [
    "sudo apt-get remove -y ros-humble-turtlesim",
    "sudo apt-get install -y 'ros-humble-nav2-*'",
    "apt list --installed 'ros-humble-*'",
    "dpkg -l 'ros-humble-*'",
    "sudo dnf remove -y httpd",
    "pacman -Qqe > pkglist.txt",
    "sudo pacman -Rns $(pacman -Qtdq)",
    "brew uninstall --force wget",
    "brew list",
    "pip uninstall -y requests",
    "pip freeze > requirements.txt",
    "sudo apt-get autoremove -y",
    "sudo dnf install -y 'php-*'",
]
CONTAINERS_DANGEROUS = [
    "docker rm -f -v postgres",
    "docker rm --volumes --force redis",
    "docker compose down -v",
    "docker-compose down --volumes",
    "podman rm -f --volumes db",
    "docker volume prune -af",
    "docker volume rm $(docker volume ls -q)",
    "docker system prune -a --volumes -f",
    "nerdctl rm -fv db",
    "podman system reset -f",
    "docker compose -f /srv/app/docker-compose.yml down -v",
    "docker rm -f $(docker ps -aq)",
]
CONTAINERS_BENIGN = [
    "docker rm build_tmp",
    "docker rm $(docker ps -aq -f status=exited)",
    "docker compose down",
    "docker volume ls",
    "docker ps -a",
    "docker rm -f web_dev",
    "podman rm -f build-runner",
    "docker container prune -f",
    "docker compose -f docker-compose.test.yml down --remove-orphans",
]
FIELD_DANGEROUS = [
    "cansend can0 7DF#0211010000000000",
    "echo '11 01' | isotpsend -s 7E0 -d 7E8 can0",
    "mbpoll -m tcp -a 1 -r 1 -t 0 10.0.5.20 0",
    "modpoll -m tcp -r 40001 -t 4 10.0.5.20 0",
    "mtd erase rootfs_data",
    "firstboot -y && reboot",
    "ssh root@192.168.1.1 'jffs2reset -y && reboot'",
    "ipmitool -I lanplus -H bmc-rack3-12 -U ADMIN -P $P raw 0x06 0x03",
    "redfishtool -r 10.0.0.21 -u admin -p x Systems reset ForceOff",
    "ssh pi@fleet-3 'sudo esptool.py --port /dev/ttyUSB0 erase_flash'",
]
FIELD_BENIGN = [
    "isotpdump -s 7E0 -d 7E8 can0",
    "cansend can0 7E0#0322F19000000000",
    "mbpoll -m tcp -a 1 -r 1 -c 10 -1 10.0.5.20",
    "ubus call system board",
    "rpi-eeprom-update",
    "fwupdmgr get-devices",
    "sysupgrade -T /tmp/openwrt.bin",
    "ipmitool -H bmc-07 -U admin -P $P sel elist",
    "redfishtool -r 10.0.0.21 -u admin -p x Systems",
    "ssh pi@fleet-3 'esptool.py --port /dev/ttyUSB0 chip_id'",
]
# LATE: written after the code — one step aside of each exception (a version glob, orphans, a sensor register, a
# node's own frame) and other members of each field.
LATE_DANGEROUS = [
    "sudo apt-get remove --purge -y 'libreoffice*'",
    "sudo dnf remove -y $(rpm -qa | grep ros-)",
    "yay -Rns $(yay -Qq)",
    "sudo pacman -Rns $(pacman -Qq | grep -v linux)",
    "cansend can0 000#8105",
    "cansend can0 7E0#021101",
    "cansend can0 18DB33F1#0211010000000000",
    "cansend can0 601#2B11100164616F6C",
    "mbpoll -m rtu -a 3 -r 40 -t 4 /dev/ttyUSB0 1 2 3",
    "ipmitool -H bmc-07 -U u -P p power cycle",
    "docker container rm --volumes db",
    "podman rm -v $(podman ps -aq)",
    "sudo i2cset -f -y 0 0x51 0x00 0x00 b",
    "STM32_Programmer_CLI -c port=SWD mode=UR -ob RDP=0xAA",
    "docker rm -f $(docker ps -aq -f status=running)",
    "docker rm -fv $(docker ps -aq -f status=exited)",
]
LATE_BENIGN = [
    "sudo apt-get purge -y ros-humble-turtlesim",
    "sudo apt purge -y 'python3.8*'",
    "pip uninstall -y -r requirements-dev.txt",
    "dnf list installed 'php*'",
    "yay -Rns $(yay -Qtdq)",
    "cansend can0 000#0100",
    "cansend can0 7E0#0322F18C00000000",
    "cansend can0 7DF#023E000000000000",
    "i2cset -y 1 0x68 0x6B 0x00",
    "mbpoll -m tcp -a 1 -r 100 -c 4 -1 10.0.5.20",
    "ethtool -i eth0",
    "nrfjprog --reset",
    "STM32_Programmer_CLI -c port=SWD -el loaders/MX25.stldr -w build/ext.bin 0x90000000",
    "docker rm -f $(docker ps -q --filter name=web_dev)",
]
