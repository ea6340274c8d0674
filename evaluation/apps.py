from django.apps import AppConfig


class EvaluationConfig(AppConfig):
    name = "evaluation"
    verbose_name = "Oversight and evaluation"

    def ready(self) -> None:
        """Register, run nothing: the review-queue provider for candidates (R-UI-1) and the
        start-up recovery of evaluation runs, which each django-q2 worker runs as it spawns (R-E-7)."""
        from django_q.signals import post_spawn

        from cycles.queue import PROVIDERS
        from evaluation.candidates.queue import candidate_items
        from evaluation.candidates.recovery import recover_on_spawn

        if candidate_items not in PROVIDERS:
            PROVIDERS.append(candidate_items)
        post_spawn.connect(recover_on_spawn, dispatch_uid="qln-evaluation-recovery")
