import pytest

ADMIN_PASSWORD = "zs!%@eTz=J7!kfi"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
