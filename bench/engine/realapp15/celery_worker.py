"""Entry point for `celery -A celery_worker.celery worker`."""
from labwise import create_app
from labwise.extensions import celery

app = create_app()
app.app_context().push()

__all__ = ["celery"]
