"""core.diffview (issue 12): line numbers and word-level marks of a diff; pure, no database."""
from __future__ import annotations

from core.diffview import text_rows, unified_rows

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


def test_the_side_by_side_layout_faces_a_removed_line_with_its_replacement():
    from core.diffview import split_rows

    rows = split_rows(unified_rows(DIFF))
    assert [r.css for r in rows] == ["diff-file", "diff-file", "diff-hunk", "diff-ctx", "diff-change", "diff-ctx",
                                     "diff-change"]
    replaced = rows[4]
    assert (replaced.left.no, replaced.right.no) == (4, 4)
    assert [t for changed, t in replaced.left.segments if changed] == ["help", " make a plan"]
    assert [t for changed, t in replaced.right.segments if changed] == ["hold the space for"]
    context = rows[3]
    assert (context.left.no, context.right.no) == (3, 3)
    added_only = rows[6]
    assert added_only.left is None and (added_only.right.css, added_only.right.no) == ("diff-add", 6)


def test_more_removed_than_added_lines_face_empty_cells():
    from core.diffview import split_rows

    rows = split_rows(text_rows("a\nb\nc\n", "a\nB\n"))
    changes = [r for r in rows if r.css == "diff-change"]
    assert [(r.left.no if r.left else None, r.right.no if r.right else None) for r in changes] == [(2, 2), (3, None)]


def test_a_new_file_is_listed_unmarked_with_line_numbers():
    from core.diffview import listing_rows, split_rows

    rows = listing_rows("one\ntwo\n")
    assert [(r.css, r.old_no, r.new_no) for r in rows] == [("diff-new", None, 1), ("diff-new", None, 2)]
    assert all(not changed for r in rows for changed, _ in r.segments)
    split = split_rows(rows)
    assert [(r.left, r.right.no) for r in split] == [(None, 1), (None, 2)]
