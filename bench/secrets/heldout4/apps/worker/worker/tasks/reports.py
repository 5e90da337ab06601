import os

from celery import shared_task
from sqlalchemy import create_engine, text


def _engine():
    url = os.environ.get("WAREHOUSE_URL") or "postgresql://{user}:{password}@{host}/analytics".format(
        user=os.environ["WAREHOUSE_USER"],
        password=os.environ["WAREHOUSE_PASSWORD"],
        host=os.environ.get("WAREHOUSE_HOST", "warehouse-ro.internal.harbor.dev"),
    )
    return create_engine(url, pool_pre_ping=True)


@shared_task
def nightly() -> int:
    with _engine().connect() as conn:
        return conn.execute(text("SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day'")).scalar_one()
