"""Operators read the history in the admin (issue 12 point 10): view permissions, never add/change/delete.

The `operators` group had only `attest` and `review`, so the admin answered 403 on cycles,
attestations, the ledger, verdicts, candidates, runs and promotions. Every admin of these
models is read-only (ReadOnlyAdmin / append-only), so a view permission shows, never edits.
Register baselines stay behind `review` (R-R-9): no view permission is added for them here.
"""
from django.db import migrations

APPS = ("cycles", "evaluation", "promotion")


def grant_view(apps, schema_editor):
    from django.contrib.auth.management import create_permissions

    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, verbosity=0)
        app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name="operators")
    group.permissions.add(*Permission.objects.filter(content_type__app_label__in=APPS, codename__startswith="view_"))


def revoke_view(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group = Group.objects.filter(name="operators").first()
    if group is not None:
        group.permissions.remove(*Permission.objects.filter(content_type__app_label__in=APPS,
                                                            codename__startswith="view_"))


class Migration(migrations.Migration):
    dependencies = [
        ("promotion", "0003_fleet_activation"),
        ("evaluation", "0005_fleet_activation"),
        ("cycles", "0002_operators_group"),
    ]
    operations = [migrations.RunPython(grant_view, revoke_view)]
