import os

from flask import Flask

from .config import CONFIGS
from .extensions import csrf, db, init_celery, login_manager


def create_app(config_name=None):
    app = Flask(__name__)
    app.config.from_object(CONFIGS[config_name or os.environ.get("LABWISE_ENV", "production")])

    db.init_app(app)
    login_manager.init_app(app)
    csrf.init_app(app)
    init_celery(app)

    from .blueprints.admin import bp as admin_bp
    from .blueprints.api import bp as api_bp
    from .blueprints.auth import bp as auth_bp
    from .blueprints.patients import bp as patients_bp
    from .blueprints.reports import bp as reports_bp
    from .blueprints.results import bp as results_bp

    app.register_blueprint(auth_bp)
    app.register_blueprint(patients_bp, url_prefix="/patients")
    app.register_blueprint(results_bp, url_prefix="/results")
    app.register_blueprint(reports_bp, url_prefix="/reports")
    app.register_blueprint(admin_bp, url_prefix="/admin")
    app.register_blueprint(api_bp, url_prefix="/api/v1")
    csrf.exempt(api_bp)

    @login_manager.user_loader
    def load_user(user_id):
        from .models import User

        return db.session.get(User, int(user_id))

    return app
