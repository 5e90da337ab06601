import pytest

ADMIN_PASSWORD = "%iGXD@P?LF2!qcj"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
