from dotenv import load_dotenv

load_dotenv()

from spokes import create_app  # noqa: E402

flask_app = create_app()
celery_app = flask_app.extensions["celery"]
