from django.apps import AppConfig


class RegisterConfig(AppConfig):
    name = "register"
    verbose_name = "Register channel"

    def ready(self) -> None:
        """Register, run nothing: the register's share of agent export and erasure (R-S-3)."""
        # Imported here, not at module level: models and other apps load only once the app registry is ready.
        from cycles import hooks
        from register.privacy import PART

        hooks.register(hooks.PRIVACY_PARTS, PART)
