"""No raw ISO timestamp in what a page shows (issue 27 item 9 "human times with ISO on hover"; one was left
on the candidate page: an acceptance tick's "ticked by … at 2026-12-03T08:13:39.123456+00:00"; since issue 26
item 7 the human criterion's line is an outcome review's "reviewed as met by … · <time>").

Every operator page a busy candidate appears on is read as text (markup and attributes dropped): no
``YYYY-MM-DDTHH:MM`` may remain there; the instants are ``<time datetime title>`` elements whose text is
human. The candidate here has a signed outcome review, a HOLD run, a PROMOTION decision and a withdrawn sibling."""
from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from evaluation.candidates.withdraw import candidate_withdraw
from qlnweb.templatetags.qln_format import human_time
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, candidate_with, evaluate
from tests.testing.signing import review_form

pytestmark = pytest.mark.django_db
ISO = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.skip += tag in ("script", "style", "textarea")

    def handle_endtag(self, tag: str) -> None:
        self.skip -= tag in ("script", "style", "textarea")

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def shown_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


def test_pages_show_human_times_with_the_iso_instant_on_hover(
        agent_client, operator, operator_client, active_parent, suites, fake_model):
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    run = evaluate(candidate)  # HOLD: waiting for the human outcome review of AC1
    from tests.factories import OperatorFactory

    reviewer = OperatorFactory()
    from django.test import Client

    reviewing = Client()
    reviewing.force_login(reviewer)
    assert reviewing.post(f"/candidates/{candidate.pk}/review/",
                          review_form(reviewer, run=run, criterion_id="AC1")).status_code == 302
    other = candidate_with(agent_client, operator, active_parent, ALL_MET)
    candidate_withdraw(candidate_id=other.pk, agent=agent_client.agent, reason="a junk proposal")

    pages = [f"/candidates/{candidate.pk}/", f"/candidates/{other.pk}/", "/candidates/", "/",
             f"/cycles/{candidate.cycle_id}/", "/cycles/", f"/agents/{agent_client.agent.name}/"]
    for url in pages:
        html = operator_client.get(url).content.decode()
        raw = ISO.findall(shown_text(html))
        assert raw == [], f"{url} shows raw ISO times {raw[:3]}"
    page = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    review = re.search(r"reviewed as met by " + re.escape(reviewer.get_username()) + r"[^<]*<time datetime=\"([^\"]+)\" title=",
                       page)
    assert review and ISO.match(review.group(1)), page[page.find("reviewed as"):page.find("reviewed as") + 300]


def test_human_time_reads_an_iso_text_and_leaves_other_text_alone():
    assert str(human_time("2020-01-02T03:04:05.678901+00:00")).startswith('<time datetime="2020-01-02T03:04:05Z"')
    assert "2 Jan 2020" in str(human_time("2020-01-02T03:04:05Z"))
    assert human_time("not a time") == "not a time" and human_time("") == "" and human_time(None) == ""
