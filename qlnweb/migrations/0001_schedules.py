"""Create or update the R-P-6 schedules at migrate time (also `manage.py ensure_schedules`).

Replaces promotion 0002's call: the task paths moved to the apps that own them
(issue 9), and this updates the rows an existing installation already has.
"""
from django.db import migrations


def create(apps, schema_editor):
    from qlnweb.schedules import ensure_schedules

    ensure_schedules(apps.get_model("django_q", "Schedule"))


class Migration(migrations.Migration):
    dependencies = [
        ("promotion", "0004_operators_view_history"),
        ("register", "0002_stale_baselines_schedule"),
        ("django_q", "0019_alter_task_options_alter_ormq_key_alter_ormq_lock_and_more"),
    ]
    operations = [migrations.RunPython(create, migrations.RunPython.noop)]
