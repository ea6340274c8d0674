from django.apps import AppConfig


class EvaluationConfig(AppConfig):
    name = "evaluation"
    verbose_name = "Oversight and evaluation"

    def ready(self) -> None:
        """Register, run nothing: the review-queue provider for candidates (R-UI-1), what a reopened
        cycle does to its candidates, the verdict records' share of export and erasure (R-S-3), and
        the start-up recovery of evaluation runs, which each django-q2 worker runs as it spawns (R-E-7)."""
        # Imported here, not at module level: models and other apps load only once the app registry is ready.
        from django_q.signals import post_spawn

        from cycles import hooks
        from cycles.queue import PROVIDERS
        from evaluation.candidates.lifecycle import invalidate_candidates
        from evaluation.candidates.queue import candidate_items
        from evaluation.candidates.queue_promoter import promoter_items
        from evaluation.candidates.recovery import recover_on_spawn
        from evaluation.verdicts.privacy import PART

        hooks.register(PROVIDERS, candidate_items)
        hooks.register(PROVIDERS, promoter_items)  # approved promotions wait for the promoter (issue 27)
        hooks.register(hooks.REOPEN_HOOKS, invalidate_candidates)
        hooks.register(hooks.PRIVACY_PARTS, PART)
        post_spawn.connect(recover_on_spawn, dispatch_uid="qln-evaluation-recovery")
