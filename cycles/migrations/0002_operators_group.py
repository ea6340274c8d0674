"""The `operators` group with the attest/review permissions (R-AUTH-1), and the ledger head."""
from django.db import migrations


def create_operators(apps, schema_editor):
    from django.contrib.auth.management import create_permissions

    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, verbosity=0)
        app_config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    group, _ = Group.objects.get_or_create(name="operators")
    perms = Permission.objects.filter(content_type__app_label="cycles", codename__in=["attest", "review"])
    group.permissions.add(*perms)
    LedgerHead = apps.get_model("cycles", "LedgerHead")
    LedgerHead.objects.get_or_create(pk=1)


def drop_operators(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name="operators").delete()


class Migration(migrations.Migration):
    dependencies = [("cycles", "0001_initial"), ("auth", "0012_alter_user_first_name_max_length")]
    operations = [migrations.RunPython(create_operators, drop_operators)]
