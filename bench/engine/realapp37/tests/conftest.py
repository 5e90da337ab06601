import pytest

from larder import create_app
from larder.extensions import db
from larder.models import ALL_MODELS


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setenv("LARDER_JWT_SECRET", "test-secret")
    app = create_app("testing")
    with app.app_context():
        db.create_tables(ALL_MODELS)
        yield app
        db.drop_tables(ALL_MODELS)


@pytest.fixture
def client(app):
    return app.test_client()
