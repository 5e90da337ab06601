import pytest

ADMIN_PASSWORD = "uG^W=&&QjL3!AxR"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
