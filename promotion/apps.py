from django.apps import AppConfig


class PromotionConfig(AppConfig):
    name = "promotion"
    verbose_name = "Promotion boundary"
