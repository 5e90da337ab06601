"""Tallybook: shared expense tracking for small teams."""
import logging
import os

from flask import Flask, render_template

from config import config_by_name
from .extensions import db, login_manager


def create_app(env_name="production"):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_by_name[env_name])
    app.config.from_pyfile("local_settings.py", silent=True)

    os.makedirs(app.config["UPLOAD_FOLDER"], exist_ok=True)
    os.makedirs(app.config["EXPORT_FOLDER"], exist_ok=True)

    db.init_app(app)
    login_manager.init_app(app)
    login_manager.login_view = "auth.login"

    register_blueprints(app)
    register_error_handlers(app)

    logging.basicConfig(level=logging.DEBUG if app.debug else logging.INFO)
    return app


def register_blueprints(app):
    from .auth import bp as auth_bp
    from .expenses import bp as expenses_bp
    from .reports import bp as reports_bp
    from .admin import bp as admin_bp
    from .api import bp as api_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(expenses_bp, url_prefix="/expenses")
    app.register_blueprint(reports_bp, url_prefix="/reports")
    app.register_blueprint(admin_bp, url_prefix="/admin")
    app.register_blueprint(api_bp, url_prefix="/api/v1")

    @app.route("/")
    def index():
        return render_template("index.html")


def register_error_handlers(app):
    @app.errorhandler(404)
    def not_found(error):
        return render_template("errors/404.html"), 404

    @app.errorhandler(500)
    def server_error(error):
        app.logger.exception("unhandled error: %s", error)
        return render_template("errors/500.html"), 500
