from django.apps import AppConfig


class PromotionConfig(AppConfig):
    name = "promotion"
    verbose_name = "Promotion boundary"

    def ready(self) -> None:
        # R-P-6: mark django-q2 workers so the promoter refuses to run in them.
        # Imported here, not at module level: models and other apps load only once the app registry is ready.
        from django_q.signals import post_execute_in_worker, post_spawn, pre_execute

        from cycles import hooks
        from cycles.ledger import ANCHOR_SOURCES
        from cycles.ledger_export import EXPORT_SECTIONS
        from cycles.queue import PROVIDERS
        from evaluation.candidates.lifecycle_state import PROMOTION_FACTS
        from promotion import guard
        from promotion.active import provide_active_version
        from promotion.anchors import anchors_read
        from promotion.candidate_facts import candidate_promotions
        from promotion.ledger_export import export_sections
        from promotion.lineage import agent_profiles, evolution_lineage, hold_reasons
        from promotion.queue import promotion_items

        post_spawn.connect(guard.mark_worker_process, dispatch_uid="qln-promoter-worker-spawn")
        pre_execute.connect(guard.enter_task, dispatch_uid="qln-promoter-worker-enter")
        post_execute_in_worker.connect(guard.leave_task, dispatch_uid="qln-promoter-worker-leave")
        # R-UI-1: canary HOLDs and rollback requests waiting for the promoter.
        hooks.register(PROVIDERS, promotion_items)
        # R-S-2: the promoter's anchors of the ledger head, out of the database's reach.
        hooks.register(ANCHOR_SOURCES, anchors_read)
        # Issue 24 item 6: `ledger export` adds the promoter's keys, evaluator key, anchors and in-toto statements.
        hooks.register(EXPORT_SECTIONS, export_sections)
        # A new cycle pins the version its agent runs; a completed cycle's B'' states what it did.
        hooks.register(hooks.ACTIVE_VERSION_PROVIDERS, provide_active_version)
        hooks.register(hooks.LINEAGE_PROVIDERS, evolution_lineage)
        hooks.register(hooks.HOLD_PROVIDERS, hold_reasons)
        hooks.register(hooks.AGENT_PAGE_CONTEXT, agent_profiles)
        # Issue 27 item 3: the candidate page's lifecycle badge reads the promoter's rows.
        hooks.register(PROMOTION_FACTS, candidate_promotions)
