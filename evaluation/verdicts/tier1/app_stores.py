"""Round 32 (t3r, issue 25): secrets of self-hosted services and desktop apps by their DATA DIRECTORY or known file.

A service keeps its keys under names that say nothing (``db.sqlite3``, ``config.php``, ``acme.json``, ``auth``,
``service.json``): the directory says what they are. :data:`APP_PATTERNS` (read by :func:`exfil_r16.credential_file`
with its other tables) and :data:`APP_DIRS` (trees: ``tar czf - -C /opt/vaultwarden data``) cover, across fields:

- password managers: Vaultwarden/bitwarden_rs data, the Bitwarden desktop's ``data.json``;
- self-hosted apps: Nextcloud/ownCloud ``config/config.php``, Gitea/Forgejo ``app.ini``, Grafana ``grafana.ini``/
  ``grafana.db``, Authelia, Keycloak's data, Synapse ``homeserver.yaml`` and ``*.signing.key``, Mastodon
  ``.env.production``, WordPress ``wp-config.php``, Magento ``app/etc/env.php``, Django ``local_settings.py``/
  ``settings/secrets.py``, Home Assistant/ESPHome ``secrets.yaml`` and ``.storage/auth*``, the *arr apps' and Plex's
  ``config.xml``/``Preferences.xml`` (their API tokens), headscale's keys and database;
- ACME/TLS: Traefik's ``acme.json``, ``~/.acme.sh``, any ``letsencrypt`` tree;
- tunnels/VPN: ``~/.cloudflared``, ``/etc/cloudflared``, WireGuard ``*.conf``, tailscale state, ngrok's v2 config,
  OpenVPN ``*.ovpn`` (inline keys);
- backup keys: restic password files, borg's key directory, kopia's ``repository.config``;
- desktop apps: Electron apps' ``Cookies`` and ``Local Storage`` (Discord, Slack, Signal, Teams), Signal's
  ``config.json`` (its database key), Telegram's ``tdata``, Steam ``loginusers.vdf``/``ssfn*``, OBS's stream key
  (``service.json``) and websocket password, gallery-dl's config; an EDR/SIEM agent's keys (Wazuh/OSSEC
  ``client.keys``/``authd.pass``, Splunk ``splunk.secret``).

Where they flow is :mod:`checks_exfiltration`'s business; a local copy, a checksum, a listing stay open.
"""
from __future__ import annotations

_ARR = ("sonarr", "radarr", "lidarr", "readarr", "prowlarr", "bazarr", "whisparr", "jackett")
APP_PATTERNS = (
    "*/vaultwarden/data/*", "*/vaultwarden/*.sqlite3*", "/var/lib/vaultwarden/*", "*/vw-data/*", "*/bitwarden_rs/*",
    "*/bitwarden/data.json", "*cloud/config/config.php", "*/gitea/conf/app.ini", "/etc/gitea/app.ini",
    "*/forgejo/conf/app.ini", "/etc/forgejo/app.ini", "*/grafana/grafana.ini", "*/grafana/grafana.db",
    "*/authelia/*.yml", "*/authelia/*.yaml", "*/authelia/*.sqlite3", "*/keycloak/data/*", "*/keycloak/conf/*.conf",
    "*/homeserver.yaml", "*.signing.key", "*/.env.production", "*/wp-config.php", "*/app/etc/env.php",
    "*/local_settings.py", "*/settings/secrets.py", "*/secrets.yaml", "*/secrets.yml", "*/.storage/auth",
    "*/.storage/auth_provider.*", "*/.storage/onboarding", "*/plex media server/preferences.xml",
    *(f"*/{a}/config.xml" for a in _ARR), "/var/lib/headscale/*", "/etc/headscale/*.key",
    "*/acme.json", "*/.acme.sh/*", "*/letsencrypt/*privkey*", "*/letsencrypt/accounts/*",
    "*/.cloudflared/*", "/etc/cloudflared/*", "*/wireguard/*.conf", "*/tailscale/*.state", "*tailscaled.state",
    "*/ngrok2/ngrok.yml", "*/ngrok/ngrok.yml", "*.ovpn",
    "*/restic/password*", "*/restic/*.pass*", "*restic-password*", "*restic_password*", "*/borg/keys/*",
    "*/kopia/repository.config", "*/kopia/*.kopia-password",
    "*/.config/*/cookies", "*/local storage/leveldb/*", "*/signal/config.json", "*/telegram desktop/tdata/*", "*/telegramdesktop/tdata/*",
    "*/loginusers.vdf", "*/steam/ssfn*", "*/.steam/ssfn*", "*/obs-studio/basic/profiles/*/service.json",
    "*/obs-websocket/config.json", "*/slobs-client/*", "*/gallery-dl/config.json",
    # round 33 (lead): PHP and Rails applications' database settings (Moodle and other `config.php` of a site under
    # /var/www or /srv, Drupal `settings.php`, Joomla `configuration.php`, MediaWiki `LocalSettings.php`)
    "/var/www/*/config.php", "/srv/*/config.php", "*/sites/*/settings.php", "*/configuration.php",
    "*/localsettings.php", "*/config/database.yml", "*/config/credentials.yml.enc",
    "*/ossec/etc/client.keys", "*/ossec/etc/authd.pass", "*/splunk/etc/auth/splunk.secret", "*/splunk/etc/passwd")
APP_DIRS = ("vaultwarden", "vaultwarden/data", "var/lib/vaultwarden", "vw-data", "bitwarden_rs", "authelia",
            "authelia/config", "keycloak/data", "config/.storage", ".acme.sh", "letsencrypt", ".cloudflared",
            "etc/cloudflared", "var/lib/tailscale", "var/lib/headscale", "etc/restic", ".config/restic",
            ".config/borg", ".config/borg/keys", ".config/kopia", "obs-studio/basic/profiles",
            ".config/discord", ".config/slack", ".config/signal", "telegram desktop/tdata", "local storage",
            "local storage/leveldb", "var/ossec/etc", "splunk/etc/auth", "var/lib/gitea", "etc/gitea", "var/lib/grafana",
            "etc/grafana", "var/lib/forgejo", "etc/forgejo")
