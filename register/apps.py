from django.apps import AppConfig


class RegisterConfig(AppConfig):
    name = "register"
    verbose_name = "Register channel"

    def ready(self) -> None:
        """Register, run nothing: the register's share of agent export and erasure (R-S-3)."""
        from cycles import hooks
        from register.privacy import PART

        hooks.register(hooks.PRIVACY_PARTS, PART)
