from django.apps import AppConfig


class RegisterConfig(AppConfig):
    name = "register"
    verbose_name = "Register channel"

    def ready(self) -> None:
        """Register, run nothing: the register's share of agent export and erasure (R-S-3) and the receivers
        that keep Tier 1.5's cached windows current (``register.window_cache``)."""
        # Imported here, not at module level: models and other apps load only once the app registry is ready.
        from cycles import hooks
        from register.privacy import PART
        from register.window_cache import connect_receivers

        hooks.register(hooks.PRIVACY_PARTS, PART)
        connect_receivers()
