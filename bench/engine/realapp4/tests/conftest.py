import pytest

from tallybook import create_app
from tallybook.extensions import db as _db
from tallybook.models import Team, User
from tallybook.utils import security


@pytest.fixture
def app(tmp_path):
    app = create_app("testing")
    app.config.update(UPLOAD_FOLDER=str(tmp_path / "receipts"), EXPORT_FOLDER=str(tmp_path / "exports"))
    with app.app_context():
        _db.create_all()
        team = Team(name="Test team")
        _db.session.add(team)
        _db.session.flush()
        _db.session.add(User(email="ana@example.com", password_hash=security.hash_password("pw-ana-123"), team_id=team.id))
        _db.session.commit()
        yield app
        _db.drop_all()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def logged_in(client):
    client.post("/auth/login", data={"email": "ana@example.com", "password": "pw-ana-123"})
    return client
