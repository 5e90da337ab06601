import pytest

ADMIN_PASSWORD = "eTuvF?jFN54!ffV"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
