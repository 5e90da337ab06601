import pytest

ADMIN_PASSWORD = "YM*T%-dvuo9!6iN"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
