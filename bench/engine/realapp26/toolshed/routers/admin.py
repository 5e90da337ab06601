from typing import Annotated

from fastapi import APIRouter, Form

from ..deps import DbSession
from ..enums import ManagedTable
from ..services import legacy_db, loan_service, shell

router = APIRouter(tags=["admin"])


@router.post("/backup")
def backup(label: Annotated[str, Form()]):
    return {"archive": shell.backup(label)}


@router.post("/archive-manuals")
def archive_manuals(label: Annotated[str, Form()]):
    shell.archive_manuals(label)
    return {"ok": True}


@router.get("/ping")
def ping(host: str):
    return {"output": shell.ping(host)}


@router.get("/dns")
def dns(host: str):
    return {"output": shell.lookup(host)}


@router.get("/disk")
def disk():
    return {"output": shell.disk_usage()}


@router.post("/vacuum/{table}")
def vacuum(table: ManagedTable):
    shell.vacuum(table.value)
    return {"ok": True}


@router.get("/overdue")
def overdue(db: DbSession, days: int = 3):
    return loan_service.overdue(db, days)


@router.get("/legacy/counts")
def legacy_counts():
    return legacy_db.table_counts()
