import os

from flask import Flask, jsonify

from .config import CONFIGS
from .db import init_db
from .extensions import celery_init_app
from .utils.html import register_template_helpers


def create_app(config_name: str | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(CONFIGS[config_name or os.environ.get("SPOKES_ENV", "production")])
    app.config.from_prefixed_env("SPOKES")

    init_db(app)
    celery_init_app(app)
    register_template_helpers(app)

    from .blueprints import admin, api, auth, files, hooks, imports, members, pages, rides

    app.register_blueprint(auth.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(rides.bp, url_prefix="/rides")
    app.register_blueprint(members.bp, url_prefix="/members")
    app.register_blueprint(files.bp, url_prefix="/files")
    app.register_blueprint(imports.bp, url_prefix="/imports")
    app.register_blueprint(hooks.bp, url_prefix="/hooks")
    app.register_blueprint(api.bp, url_prefix="/api/v1")
    app.register_blueprint(admin.bp, url_prefix="/admin")

    @app.errorhandler(422)
    @app.errorhandler(400)
    def handle_validation(err):
        messages = getattr(err, "data", {}).get("messages", ["Invalid request."])
        return jsonify(errors=messages), err.code

    return app
