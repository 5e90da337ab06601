import os

from flask import Flask

from .config import CONFIGS
from .extensions import api, db, login_manager


def create_app(config_name=None):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[config_name or os.environ.get("DOCKET_ENV", "staging")])

    db.init_app(app)
    login_manager.init_app(app)

    from .views import register_views
    register_views(app)

    from .api import register_resources
    register_resources(api)
    api.init_app(app)

    return app
