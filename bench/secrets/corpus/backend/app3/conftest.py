import pytest

ADMIN_PASSWORD = "fK@?YKqSN#5!6up"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
