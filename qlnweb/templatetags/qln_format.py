"""Template filters for how the pages show things (issue 27 item 9), loaded as a builtin.

``human_time``: a timestamp as a person reads it — "3 minutes ago" within the last day,
"2 Dec 2026, 06:14" before that — inside ``<time datetime title>`` so the exact ISO
instant stays one hover (or one screen-reader query) away. Raw ISO with microseconds
was what every page showed before.
"""
from __future__ import annotations

import datetime as dt
import re

from django import template
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import SafeString

register = template.Library()

RELATIVE_FOR = dt.timedelta(days=1)


def _relative(delta: dt.timedelta) -> str:
    seconds = int(delta.total_seconds())
    if seconds < 45:
        return "just now"
    for size, unit in ((3600, "hour"), (60, "minute")):
        if seconds >= size:
            count = round(seconds / size) if size == 60 else seconds // size
            return f"{count} {unit}{'' if count == 1 else 's'} ago"
    return "just now"


def human_text(value: dt.datetime, now: dt.datetime | None = None) -> str:
    """The words for ``value``: relative within a day (either side), absolute otherwise."""
    now = now or timezone.now()
    if timezone.is_naive(value):
        value = timezone.make_aware(value, dt.timezone.utc)
    delta = now - value
    if dt.timedelta(0) <= delta < RELATIVE_FOR:
        return _relative(delta)
    local = timezone.localtime(value)
    return f"{local.day} {local:%b %Y, %H:%M}"


@register.filter(name="human_time")
def human_time(value: dt.datetime | str | None) -> SafeString | str:
    """``<time datetime="ISO" title="ISO">3 minutes ago</time>``; empty for a missing value. An ISO text (a time
    kept in a ledger payload or JSON) is read as the instant it names; other text is shown as it is."""
    if isinstance(value, str) and value:
        try:
            instant = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return value
        return human_time(instant)
    if not isinstance(value, dt.datetime):
        return "" if value in (None, "") else str(value)
    aware = value if timezone.is_aware(value) else timezone.make_aware(value, dt.timezone.utc)
    iso = aware.astimezone(dt.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")
    return format_html('<time datetime="{}" title="{}">{}</time>', iso, iso, human_text(aware))


REFUSAL = re.compile(r"^(?P<code>[A-Z][A-Z0-9_]{2,}): (?P<sentence>.+)$", re.S)


@register.filter(name="refusal")
def refusal(message: object) -> dict[str, str]:
    """Split "NOT_AT_GATE: the cycle is at Q …" into its sentence and its code, so a page leads with
    what happened and shows the machine-readable code under it; other messages are all sentence."""
    text = str(message)
    match = REFUSAL.match(text)
    if not match:
        return {"sentence": text, "code": ""}
    sentence = match.group("sentence")
    return {"sentence": sentence[:1].upper() + sentence[1:], "code": match.group("code")}


@register.simple_tag(takes_context=True)
def admin_access(context: template.Context) -> str:
    """What the Admin link would give this user: "" (nothing: no link), "read" (view permissions only)
    or "change". A staff account with no permission in any registered app only ever gets 403 there."""
    user = getattr(context.get("request"), "user", None)
    if user is None or not (user.is_active and user.is_staff):
        return ""
    if user.is_superuser:
        return "change"
    from django.contrib import admin

    perms = set()
    for model in admin.site._registry:
        meta = model._meta
        perms |= {action for action in ("add", "change", "delete", "view")
                  if user.has_perm(f"{meta.app_label}.{action}_{meta.model_name}")}
    if not perms:
        return ""
    return "read" if perms == {"view"} else "change"
