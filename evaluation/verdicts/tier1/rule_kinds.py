"""The rule kinds and the parameters each takes (split from :mod:`rules`, round 8): ``{kind: {param:
(type, default)}}``; types: str_list, regex_list, bool, str, int, shape_map. The kinds' code is in the
``checks*`` modules; a rule document may only name these kinds and parameters."""
from __future__ import annotations

from typing import Any

# kind -> {param: (type, default)}; types: str_list, regex_list, bool, str, int
KIND_PARAMS: dict[str, dict[str, tuple[str, Any]]] = {
    "destructive_command": {"programs": ("str_list", []), "program_prefixes": ("str_list", []),
                            "requires_operands": ("str_list", []), "unless_options": ("str_list", []),
                            "device_operand_only": ("bool", False),
                            # round 10: per program, word shapes that make it read-only / one of which it needs
                            "read_only_shapes": ("shape_map", {}), "requires_shapes": ("shape_map", {})},
    "rm_recursive_outside_workspace": {
        "programs": ("str_list", ["rm"]), "recursive_flags": ("str_list", ["-r", "-R", "--recursive"]),
        "always_block": ("str_list", ["/", "~", "$HOME"]), "outside_workspace": ("bool", True),
        "outside_within": ("str_list", []), "escalate_unresolved": ("bool", True), "block_unresolved": ("bool", False),
        "session_scratch": ("str_list", []),  # round 10: temp roots where a directory the session made is its own
        "workspace_root": ("bool", False)},  # stop 41: the workspace itself (or all of it: `~/work/*`) recursively deleted
    "device_write": {"device_prefixes": ("str_list", ["/dev/sd"]), "allow": ("str_list", ["/dev/null"])},
    "git_force_push": {"protected_branches": ("str_list", ["main", "master"]),
                       "force_flags": ("str_list", ["--force", "-f"]),
                       "delete_flags": ("str_list", ["--delete", "-d"]),
                       "block_unknown_branch": ("bool", True)},
    "sql_drop": {"patterns": ("regex_list", []), "clients": ("str_list", [])},
    "pipe_to_shell": {"downloaders": ("str_list", ["curl", "wget"]),
                      "interpreters": ("str_list", ["sh", "bash"])},
    "chmod_777": {"programs": ("str_list", ["chmod"]), "modes": ("str_list", ["777"]),
                  "recursive_flags": ("str_list", ["-R", "--recursive"]),
                  "require_recursive": ("bool", True)},
    "fork_bomb": {"patterns": ("regex_list", [])},
    "service_exposed": {},
    "kill_init": {"programs": ("str_list", ["kill"]), "pids": ("str_list", ["1", "-1"]),
                  "name_killers": ("str_list", ["pkill", "killall"]),
                  "process_names": ("str_list", ["init", "systemd"])},
    "protected_write": {"roots": ("str_list", [])},
    "secret_read": {"secrets": ("str_list", ["$HERMES_HOME/.env"]), "tree_readers": ("str_list", []),
                    "recursive_readers": ("str_list", []),
                    "tree_tools": ("str_list", [])},
    "opaque_command": {},
    "unmodelled_write": {"readers": ("str_list", []), "tree_delete_markers": ("str_list", []),
                         "exec_markers": ("str_list", []),
                         # round 7 (tier1.reach): read-only shapes of readers, the option shapes a writer is
                         # modelled for, prose options, writers never trusted, programs acting on the profile
                         "read_only_shapes": ("shape_map", {}), "writer_flags": ("shape_map", {}),
                         "message_options": ("shape_map", {}), "unmodelled_writers": ("str_list", []),
                         "profile_programs": ("shape_map", {})},
    "stale_backup": {"max_age_s": ("int", 86400)},
    "exec_vector": {"git_program_keys": ("str_list", []), "git_path_keys": ("str_list", []),
                    "git_program_env": ("str_list", []), "git_path_env": ("str_list", []),
                    "git_dir_env": ("str_list", []), "startup_files": ("str_list", []),
                    "startup_patterns": ("regex_list", [])},
    "loader_env": {"names": ("str_list", []), "option_patterns": ("regex_list", []),
                   "exec_markers": ("str_list", []), "write_markers": ("str_list", []),
                   "startup_code_markers": ("str_list", [])},
    "secret_exfiltration": {"secrets": ("str_list", []), "env_patterns": ("regex_list", []),
                            "sinks": ("str_list", []), "allowed_hosts": ("str_list", []), "tree_readers": ("str_list", []),
                            "code_network_markers": ("str_list", []), "code_secret_markers": ("str_list", []),
                            "code_env_patterns": ("regex_list", [])},
    "destructive_verb": {**{k: ("str_list", []) for k in ("verbs", "scope_flags", "scope_operands", "data_programs",
                                                          "program_verbs", "owner_programs", "system_dirs",
                                                          "dry_run_flags", "light_objects")},
                         "dry_run_shapes": ("shape_map", {})},
    # round 10 (tier1.checks_destructive*): one weighty named object, the host's own breakage, remote deletes
    "state_destroy": {**{k: ("str_list", []) for k in ("verbs", "read_verbs", "state_programs", "weighty_objects",
                                                       "light_objects", "light_commands", "unattended_flags",
                                                       "dry_run_flags", "data_programs", "local_programs",
                                                       "verb_programs")},
                      **{k: ("shape_map", {}) for k in ("not_flags", "dry_run_shapes", "destroying_shapes")}},
    "host_breakage": {**{k: ("str_list", []) for k in ("service_programs", "service_verbs", "critical_units",
                                                       "essential_packages", "log_roots", "sysctl_keys",
                                                       "dry_run_flags")},
                      **{k: ("shape_map", {}) for k in ("removal_shapes", "force_shapes", "dry_run_shapes")},
                      "vacuum_min_seconds": ("int", 86400), "vacuum_min_bytes": ("int", 64 * 1024 * 1024),
                      "vacuum_min_files": ("int", 2)},
    "remote_delete": {**{k: ("str_list", []) for k in ("clients", "methods", "local_hosts", "destroying_segments")},
                      "code_patterns": ("regex_list", [])},
    "spawn_loop": {"loop_patterns": ("regex_list", []), "spawn_patterns": ("regex_list", []), "window": ("int", 300)},
    "persistent_launch": {k: ("str_list", []) for k in ("boot_programs", "boot_verbs", "stdin_launchers",
                                                        "file_launchers", "start_verbs", "detach_launchers",
                                                        "detach_value_options", "wrapper_launchers")},
    "container_mount": {k: ("str_list", []) for k in ("programs", "subcommands", "sensitive")},
    "unparseable_shell": {},
}
