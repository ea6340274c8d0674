from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("evaluation", "0005_fleet_activation"),
    ]

    operations = [
        migrations.AddField(
            model_name="evaluationrun",
            name="evaluator",
            field=models.JSONField(blank=True, default=dict, help_text="Who ran the cases: runner, Hermes version, model, sandbox profile digests (seed §17.3); part of the result digest."),
        ),
    ]
