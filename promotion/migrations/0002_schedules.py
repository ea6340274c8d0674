"""Once created the R-P-6 schedules; `qlnweb` 0001 does that now, with the task paths of issue 9."""
from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("promotion", "0001_initial"),
        ("register", "0002_stale_baselines_schedule"),
        ("django_q", "0019_alter_task_options_alter_ormq_key_alter_ormq_lock_and_more"),
    ]
    operations = []
