"""The `operators` group (R-AUTH-1): attest and review, and the admin's view permissions (promotion 0004).

Migrations create it; `load_demo` and the test factories call :func:`operators_group` so that a database whose
row was removed (a transactional test's flush, a hand-made database) gets the same group back.
"""
from __future__ import annotations

from django.contrib.auth.models import Group, Permission

OPERATORS = "operators"


def operators_group() -> Group:
    """The group, created with its permissions when missing (or found without any)."""
    group, created = Group.objects.get_or_create(name=OPERATORS)
    if created or not group.permissions.exists():
        group.permissions.add(
            *Permission.objects.filter(content_type__app_label="cycles", codename__in=["attest", "review"]),
            *Permission.objects.filter(content_type__app_label__in=["cycles", "evaluation", "promotion"],
                                       codename__startswith="view_"),
        )
    return group
