import os
import sqlite3

import pytest

import app as range_app
import config


@pytest.fixture()
def client(tmp_path, monkeypatch):
    db_path = tmp_path / "range.db"
    with open(os.path.join(config.BASE_DIR, "schema.sql")) as fh:
        conn = sqlite3.connect(db_path)
        conn.executescript(fh.read())
        conn.execute("INSERT INTO products (name, category, price) VALUES ('Chisel', 'tools', 12.5)")
        conn.commit()
        conn.close()
    monkeypatch.setattr(config, "DATABASE", str(db_path))
    range_app.app.config.update(TESTING=True, SECRET_KEY="test-only")
    with range_app.app.test_client() as c:
        yield c
