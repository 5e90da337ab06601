import subprocess

import requests
from celery import shared_task
from sqlalchemy import select, text

from .db import get_session
from .models import Webhook
from .services import report_service


@shared_task(ignore_result=True)
def make_thumbnail(source: str, size: str) -> None:
    subprocess.check_output(f"convert {source} -thumbnail {size} {source}.thumb.jpg", shell=True)


@shared_task(ignore_result=True)
def make_preview(source: str, width: int) -> None:
    subprocess.run(["convert", source, "-thumbnail", f"{int(width)}x", source + ".preview.jpg"], check=True)


@shared_task(ignore_result=True)
def deliver_test_ping(url: str, payload: dict) -> int:
    response = requests.post(url, json=payload, timeout=10)
    return response.status_code


@shared_task(ignore_result=True)
def deliver_event(event: str, payload: dict) -> None:
    session = get_session()
    for hook in session.scalars(select(Webhook).where(Webhook.event == event)):
        requests.post(hook.url, json=payload, timeout=10)


@shared_task
def export_rides_csv(order_column: str) -> list[dict]:
    return report_service.export_rows(order_column)


@shared_task
def purge_signups(ride_id: int, note_prefix: str) -> None:
    session = get_session()
    session.execute(
        text("DELETE FROM signups WHERE ride_id = :rid AND note LIKE :prefix"),
        {"rid": ride_id, "prefix": note_prefix + "%"},
    )
    session.commit()
