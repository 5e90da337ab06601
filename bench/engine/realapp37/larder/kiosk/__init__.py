from .routes import app

__all__ = ["app"]
