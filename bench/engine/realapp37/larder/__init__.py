import os

from dotenv import load_dotenv
from flask import Flask

from .config import config_for
from .extensions import init_db, init_mongo


def create_app(config_name=None):
    load_dotenv()
    app = Flask(__name__)
    app.config.from_object(config_for(config_name or os.environ.get("FLASK_ENV", "production")))

    init_db(app.config["DATABASE_URL"])
    init_mongo(app.config["MONGO_URI"])

    from .api import api_bp
    from .views.auth import auth_bp
    from .views.files import files_bp
    from .views.pages import pages_bp

    app.register_blueprint(api_bp, url_prefix="/api/v1")
    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(files_bp, url_prefix="/files")
    app.register_blueprint(pages_bp)

    from .cli import register

    register(app)

    @app.teardown_appcontext
    def close_db(exc):
        from .extensions import db

        if not db.is_closed():
            db.close()

    return app
