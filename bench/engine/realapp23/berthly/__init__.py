from flask import Flask

from .extensions import api, db, restx_api
from .routes import register_routes


def create_app(settings="config.DevelopmentConfig"):
    app = Flask(__name__)
    app.config.from_object(settings)

    db.init_app(app)
    register_routes(app)
    api.init_app(app)
    restx_api.init_app(app)

    from .tasks.celery_app import init_celery

    init_celery(app)
    return app
