from django.apps import AppConfig


class CyclesConfig(AppConfig):
    name = "cycles"
    verbose_name = "5QLN cycles"

    def ready(self) -> None:
        from cycles import checks  # noqa: F401  (registers the kernel system check)
