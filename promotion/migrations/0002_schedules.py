"""Create the R-P-6 schedules at migrate time (also `manage.py ensure_schedules`)."""
from django.db import migrations


def create(apps, schema_editor):
    from promotion.schedules import ensure_schedules

    ensure_schedules(apps.get_model("django_q", "Schedule"))


class Migration(migrations.Migration):
    dependencies = [
        ("promotion", "0001_initial"),
        ("register", "0002_stale_baselines_schedule"),
        ("django_q", "0019_alter_task_options_alter_ormq_key_alter_ormq_lock_and_more"),
    ]
    operations = [migrations.RunPython(create, migrations.RunPython.noop)]
