from django.apps import AppConfig


class PromotionConfig(AppConfig):
    name = "promotion"
    verbose_name = "Promotion boundary"

    def ready(self) -> None:
        # R-P-6: mark django-q2 workers so the promoter refuses to run in them.
        from django_q.signals import post_execute_in_worker, post_spawn, pre_execute

        from cycles.ledger import ANCHOR_SOURCES
        from cycles.queue import PROVIDERS
        from cycles.seed_document import OUTCOME_SOURCES
        from promotion import guard
        from promotion.anchors import anchors_read
        from promotion.queue import promotion_items
        from promotion.seed_outcome import cycle_outcome

        post_spawn.connect(guard.mark_worker_process, dispatch_uid="qln-promoter-worker-spawn")
        pre_execute.connect(guard.enter_task, dispatch_uid="qln-promoter-worker-enter")
        post_execute_in_worker.connect(guard.leave_task, dispatch_uid="qln-promoter-worker-leave")
        # R-UI-1: canary HOLDs and rollback requests waiting for the promoter.
        if promotion_items not in PROVIDERS:
            PROVIDERS.append(promotion_items)
        # R-S-2: the promoter's anchors of the ledger head, out of the database's reach.
        if anchors_read not in ANCHOR_SOURCES:
            ANCHOR_SOURCES.append(anchors_read)
        # R-S-1 (issue 10): what became of a completing cycle, for its B'' (cycles asks, never imports).
        if cycle_outcome not in OUTCOME_SOURCES:
            OUTCOME_SOURCES.append(cycle_outcome)
