"""Round 16 (issue 25): start-up files a program loads by itself at every start, outside the project.

Writing one is already blocked (``exec-vector``); the program that loads it next — in the same call or a later
one — runs what was written, so the scene reads it as the program would (:mod:`scene_files.build_derived`):

| program | start-up files it loads (read as) |
| --- | --- |
| Python and its console programs | ``*.pth`` (``import`` lines), ``sitecustomize.py``/``usercustomize.py`` in any site-packages |
| fish | ``~/.config/fish/config.fish``, ``conf.d/*.fish``, ``functions/*.fish`` (opaque) |
| zsh / bash | ``~/.zshenv`` (always), ``.zshrc`` with ``-i``, ``.zprofile``/``.zlogin`` with ``-l``; bash ``-i``: ``.bashrc``, ``-l``: ``.bash_profile``/``.profile`` |
| pwsh / powershell | ``~/.config/powershell/*.ps1`` unless ``-NoProfile`` |
| erl / iex / elixir / mix | ``~/.erlang``, ``~/.iex.exs`` |
| julia | ``~/.julia/config/startup.jl`` unless ``--startup-file=no`` |
| R / Rscript | ``~/.Rprofile`` unless ``--vanilla`` / ``--no-init-file`` |
| ghci / stack / cabal | ``~/.ghci``, ``~/.config/ghc/ghci.conf`` |
| gradle / gradlew | ``~/.gradle/init.d/*``, ``~/.gradle/init.gradle`` (Gradle), ``~/.gradle/gradle.properties`` (JVM options) |
| mvn / mvnw | ``~/.mavenrc`` (shell), ``~/.m2/settings.xml`` (sources) |
| sbt | ``~/.sbt/1.0/plugins/*.sbt``, ``~/.sbt/1.0/*.sbt``, ``~/.sbtopts`` |
| dotnet / nuget | ``~/.nuget/NuGet/NuGet.Config`` (sources) |
| pip / conda / terraform / go / composer / gem / bundle / cabal / stack / mix | their user configuration (sources) |
| ipython / jupyter | ``~/.ipython/profile_default/startup/*.py`` |
| irb / pry / psql / gdb / tmux / vim / nvim / ssh | ``~/.irbrc``, ``~/.pryrc``, ``~/.psqlrc``, ``~/.gdbinit``, ``~/.tmux.conf``, ``~/.vimrc``, ``~/.ssh/config`` |
| aws / kubectl, helm, k9s / docker / gh | ``credential_process``, a kubeconfig's ``exec`` plugin, ``credsStore``/``credHelpers``, ``!`` aliases |
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.shell import SimpleCommand

_PYTHONS = re.compile(r"^(?:python|pypy)[0-9.]*$")
_PYTHON_PROGRAMS = frozenset({
    "pip", "pip3", "pytest", "py.test", "ipython", "jupyter", "django-admin", "flask", "uvicorn", "gunicorn",
    "celery", "black", "mypy", "tox", "nox", "poetry", "pdm", "hatch", "ansible", "ansible-playbook", "aws", "dvc",
    "mlflow", "airflow", "dagster", "prefect", "snakemake", "conan", "pre-commit", "meson", "scons", "pipx",
    "streamlit", "kedro", "jupyter-lab", "jupyter-notebook", "invoke", "fab", "sphinx-build", "mkdocs", "locust"})
_SITES = ("~/.local/lib", "/usr/lib", "/usr/local/lib", ".venv/lib", "venv/lib")
_SITE_FILES = (("python*/site-packages/*.pth", "pth"), ("python*/dist-packages/*.pth", "pth"),
               ("python*/site-packages/sitecustomize.py", "python"), ("python*/site-packages/usercustomize.py", "python"))
_SOURCES = "nuget_sources"
_BY_PROGRAM: dict[str, tuple[tuple[str, str, str], ...]] = {
    "fish": (("~/.config/fish", "config.fish", "opaque"), ("~/.config/fish", "conf.d/*.fish", "opaque"),
             ("~/.config/fish", "functions/*.fish", "opaque")),
    "zsh": (("~", ".zshenv", "opaque"), ("~/.config/zsh", ".zshenv", "opaque")),
    "erl": (("~", ".erlang", "code_any"),),
    "iex": (("~", ".iex.exs", "code_any"), ("~", ".erlang", "code_any")),
    "elixir": (("~", ".erlang", "code_any"),),
    "mix": (("~", ".erlang", "code_any"), ("~/.hex", "hex.config", _SOURCES)),
    "ghci": (("~", ".ghci", "code_any"), ("~/.config/ghc", "ghci.conf", "code_any")),
    "stack": (("~", ".ghci", "code_any"), ("~/.stack", "config.yaml", _SOURCES)),
    "cabal": (("~", ".ghci", "code_any"), ("~/.cabal", "config", _SOURCES)),
    "gradle": (("~/.gradle/init.d", "*", "gradle"), ("~/.gradle", "init.gradle", "gradle"),
               ("~/.gradle", "init.gradle.kts", "gradle"), ("~/.gradle", "gradle.properties", "jvm_options")),
    "mvn": (("~", ".mavenrc", "shell"), ("~/.m2", "settings.xml", _SOURCES), ("~/.m2", "extensions.xml", "opaque")),
    "sbt": (("~/.sbt/1.0/plugins", "*.sbt", "runs_code"), ("~/.sbt/1.0", "*.sbt", "runs_code"),
            ("~", ".sbtopts", "jvm_options"), ("~/.sbt", "repositories", _SOURCES)),
    "dotnet": (("~/.nuget/NuGet", "NuGet.Config", _SOURCES), ("~/.config/NuGet", "NuGet.Config", _SOURCES)),
    "pip": (("~/.config/pip", "pip.conf", _SOURCES), ("~/.pip", "pip.conf", _SOURCES)),
    "conda": (("~", ".condarc", _SOURCES),),
    "terraform": (("~", ".terraformrc", _SOURCES),),
    "go": (("~/.config/go", "env", _SOURCES),),
    "composer": (("~/.config/composer", "config.json", _SOURCES), ("~/.composer", "config.json", _SOURCES)),
    "gem": (("~", ".gemrc", _SOURCES),),
    "bundle": (("~/.bundle", "config", _SOURCES),),
    "ipython": (("~/.ipython/profile_default/startup", "*.py", "python"),),
    "jupyter": (("~/.ipython/profile_default/startup", "*.py", "python"),),
    "irb": (("~", ".irbrc", "ruby"),),
    "pry": (("~", ".pryrc", "ruby"),),
    "psql": (("~", ".psqlrc", "opaque"),),
    "gdb": (("~", ".gdbinit", "opaque"),),
    "tmux": (("~", ".tmux.conf", "opaque"),),
    "vim": (("~", ".vimrc", "opaque"),),
    "nvim": (("~/.config/nvim", "init.vim", "opaque"), ("~/.config/nvim", "init.lua", "opaque")),
    "ssh": (("~/.ssh", "config", "opaque"),),
    "aws": (("~/.aws", "config", "aws_config"),),
    "kubectl": (("~/.kube", "config", "yaml_keys:exec"),),
    "helm": (("~/.kube", "config", "yaml_keys:exec"),),
    "k9s": (("~/.kube", "config", "yaml_keys:exec"),),
    "docker": (("~/.docker", "config.json", "docker_config"),),
    "gh": (("~/.config/gh", "config.yml", "gh_config"),),
}
_ALIASES = {"gradlew": "gradle", "mvnw": "mvn", "pip3": "pip", "mamba": "conda", "tofu": "terraform",
            "nuget": "dotnet", "powershell": "pwsh", "Rscript": "R", "julia": "julia"}
_NOT_PROFILE = {"pwsh": ("-noprofile", "-nop"), "julia": ("--startup-file=no",),
                "R": ("--vanilla", "--no-init-file"), "psql": ("-X", "--no-psqlrc"), "gdb": ("-nx", "--nx", "-n")}


def _shell_files(program: str, argv: tuple[str, ...]) -> list[tuple[str, str, str]]:
    flags = "".join(a[1:] for a in argv[1:] if a.startswith("-") and not a.startswith("--"))
    login = "l" in flags or "--login" in argv
    interactive = "i" in flags
    if program == "bash":
        return ([("~", ".bashrc", "opaque")] if interactive else []) + (
            [("~", ".bash_profile", "opaque"), ("~", ".profile", "opaque")] if login else [])
    if program == "zsh":
        return ([("~", ".zshrc", "opaque")] if interactive else []) + (
            [("~", ".zprofile", "opaque"), ("~", ".zlogin", "opaque")] if login else [])
    return []


def startup_runs(command: SimpleCommand) -> list[tuple[str, str, str]]:
    """``(directory, glob, how)`` of the start-up files ``command``'s program loads (see the module)."""
    program = command.program.rsplit("/", 1)[-1] if command.program else ""
    if not program:
        return []
    name = _ALIASES.get(program, program)
    lowered = {a.lower() for a in command.argv[1:]}
    if any(flag.lower() in lowered for flag in _NOT_PROFILE.get(name, ())):
        return []
    out: list[tuple[str, str, str]] = []
    if _PYTHONS.match(program) or program in _PYTHON_PROGRAMS:
        out += [(site, glob, how) for site in _SITES for glob, how in _SITE_FILES]
        if program in ("pip", "pip3") or (_PYTHONS.match(program) and "pip" in command.argv[1:3]):
            out += list(_BY_PROGRAM["pip"])
    if name == "pwsh":
        out += [("~/.config/powershell", "*.ps1", "opaque")]
    elif name == "julia":
        out += [("~/.julia/config", "startup.jl", "code_any")]
    elif name == "R":
        out += [("~", ".Rprofile", "code_any")]
    out += list(_BY_PROGRAM.get(name, ())) + _shell_files(program, command.argv)
    return out
