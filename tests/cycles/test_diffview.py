"""cycles.diffview (issue 12): line numbers and word-level marks of a diff; pure, no database."""
from __future__ import annotations

from cycles.diffview import text_rows, unified_rows

DIFF = """--- a/skills/x/SKILL.md
+++ b/skills/x/SKILL.md
@@ -3,3 +3,4 @@
 keep this
-help the user make a plan
+hold the space for the user
 end
+new last line"""


def test_line_numbers_follow_the_hunk_header():
    rows = unified_rows(DIFF)
    numbered = [(r.css, r.old_no, r.new_no) for r in rows if r.css not in ("diff-file", "diff-hunk")]
    assert numbered == [("diff-ctx", 3, 3), ("diff-del", 4, None), ("diff-add", None, 4), ("diff-ctx", 5, 5),
                        ("diff-add", None, 6)]


def test_a_replaced_line_marks_only_the_changed_words():
    removed, added = unified_rows(DIFF)[4:6]
    assert [text for changed, text in removed.segments if changed] == ["help", " make a plan"]
    assert [text for changed, text in added.segments if changed] == ["hold the space for"]
    assert "".join(text for _, text in added.segments) == "hold the space for the user"


def test_an_added_line_without_a_partner_is_not_word_marked():
    last = unified_rows(DIFF)[-1]
    assert last.css == "diff-add" and last.segments == [(False, "new last line")]


def test_two_revisions_of_a_text():
    rows = text_rows("X: which 6 of 20?\nsame", "X: which 7 of 21?\nsame")
    add = next(r for r in rows if r.css == "diff-add")
    assert [text for changed, text in add.segments if changed] == ["7", "21"]
    assert text_rows("same", "same") == []
