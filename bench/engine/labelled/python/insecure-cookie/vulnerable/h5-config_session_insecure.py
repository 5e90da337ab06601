from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY="change-me-in-prod-please-0a8f",
        SESSION_COOKIE_SECURE=False,
        SESSION_COOKIE_HTTPONLY=False,
    )
    from .views import main
    app.register_blueprint(main)
    return app
