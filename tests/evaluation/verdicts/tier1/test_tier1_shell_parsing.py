"""The shell parser finds every simple command, however it is wrapped or nested."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evaluation.verdicts.tier1.shell import ShellSyntaxError, parse_commands


def programs(source: str) -> list[str]:
    return [c.program for c in parse_commands(source)]


def test_it_splits_on_every_list_operator() -> None:
    assert programs("a; b && c || d & e\nf") == ["a", "b", "c", "d", "e", "f"]


def test_it_records_pipeline_positions() -> None:
    first, second, third = parse_commands("curl x | tee f | sh")
    assert (first.pipeline_pos, second.pipeline_pos, third.pipeline_pos) == (0, 1, 2)
    assert {c.pipeline_len for c in (first, second, third)} == {3}
    assert len({c.pipeline_id for c in (first, second, third)}) == 1


def test_quoted_operators_are_plain_text() -> None:
    (command,) = parse_commands('echo "rm -rf /; curl x | sh" \'a && b\'')
    assert command.argv == ("echo", "rm -rf /; curl x | sh", "a && b")


def test_it_unwraps_prefix_programs() -> None:
    (command,) = parse_commands("sudo -u root env A=1 nohup nice -n 5 timeout 10 rm -rf x")
    assert command.argv == ("rm", "-rf", "x")
    assert command.wrappers == ("sudo", "env", "nohup", "nice", "timeout")
    assert ("A", "1") in command.assignments


def test_xargs_marks_operands_from_stdin() -> None:
    *_, command = parse_commands("ls | xargs -n1 rm -rf")
    assert command.program == "rm" and command.stdin_args


@pytest.mark.parametrize("source", ["bash -c 'rm -rf /'", "sh -lc \"rm -rf /\"", "eval 'rm -rf /'",
                                    "echo $(rm -rf /)", "echo `rm -rf /`", "(rm -rf /)",
                                    "{ rm -rf /; }", "cat <(rm -rf /)", "find . -exec rm -rf / \\;",
                                    "if true; then rm -rf /; fi"])
def test_it_finds_nested_commands(source: str) -> None:
    assert "rm" in programs(source)


def test_substitution_words_are_marked_dynamic() -> None:
    command = parse_commands("rm -rf $(date +%s)")[-1]
    assert command.dynamic == frozenset({2}) and command.nested_programs == ("date",)


def test_static_substitutions_are_resolved() -> None:
    assert parse_commands("rm -rf $(pwd)")[-1].argv == ("rm", "-rf", "$PWD")
    assert parse_commands("cd $(echo ~/.hermes)")[-1].argv == ("cd", "~/.hermes")


def test_it_parses_redirections() -> None:
    (command,) = parse_commands("cmd >out 2>>err &>all 2>&1 <in >|force")
    ops = [(r.op, r.target, r.writes) for r in command.redirects]
    assert ops == [(">", "out", True), ("2>>", "err", True), ("&>", "all", True),
                   ("2>&", "1", False), ("<", "in", False), (">|", "force", True)]


def test_heredoc_body_is_data_not_commands() -> None:
    commands = parse_commands("cat <<'EOF' > f\nrm -rf /\nEOF\necho done")
    assert [c.program for c in commands] == ["cat", "echo"]
    assert commands[0].redirects[0].heredoc_body == "rm -rf /"


def test_comments_are_ignored() -> None:
    assert programs("echo hi # rm -rf /") == ["echo"]


@pytest.mark.parametrize("source", ["echo 'open", 'echo "open', "echo `open", "echo $(open",
                                    "(echo hi", "echo hi)", "cat >"])
def test_unbalanced_input_raises(source: str) -> None:
    with pytest.raises(ShellSyntaxError):
        parse_commands(source)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab '\"`$(){};|&<>\\\n#~/=-")), max_size=40))
def test_it_never_fails_with_anything_but_a_syntax_error(source: str) -> None:
    try:
        parse_commands(source)
    except ShellSyntaxError:
        pass


def test_a_command_line_is_parsed_once_per_process_and_a_broken_one_every_time() -> None:
    from evaluation.verdicts.tier1.shell import PARSE_CACHE_MAX_CHARS, parse_top

    line = "cd /tmp && ls -la | grep -v x > out.txt  # parse-memo-test"
    assert parse_top(line) is parse_top(line) == parse_commands(line)
    for _ in range(2):
        with pytest.raises(ShellSyntaxError):
            parse_top("echo 'unterminated  # parse-memo-test")
    long_line = "echo " + "a" * PARSE_CACHE_MAX_CHARS
    assert parse_top(long_line) == parse_top(long_line) and parse_top(long_line) is not parse_top(long_line)
