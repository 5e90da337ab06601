from django.apps import AppConfig


class ProductionsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "productions"
