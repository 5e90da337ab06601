from django.apps import AppConfig


class BoxofficeConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "boxoffice"

    def ready(self):
        from . import signals  # noqa: F401  (connects the receivers)
