"""The monthly django-q2 schedule that lists stale register baselines (R-R-9).

Schedules are rows (docs/conventions.md §10); the task is a plain function.
"""
from django.db import migrations

SCHEDULE_NAME = "register: stale baselines (monthly)"


def create_schedule(apps, schema_editor):
    Schedule = apps.get_model("django_q", "Schedule")
    Schedule.objects.update_or_create(
        name=SCHEDULE_NAME,
        defaults={"func": "register.tasks.stale_baselines_report", "schedule_type": "M", "repeats": -1},
    )


def drop_schedule(apps, schema_editor):
    apps.get_model("django_q", "Schedule").objects.filter(name=SCHEDULE_NAME).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("register", "0001_initial"),
        ("django_q", "0019_alter_task_options_alter_ormq_key_alter_ormq_lock_and_more"),
    ]
    operations = [migrations.RunPython(create_schedule, drop_schedule)]
