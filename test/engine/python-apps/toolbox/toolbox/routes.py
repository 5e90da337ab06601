from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, BackgroundTasks, Depends, Form
from sqlalchemy import text

from . import jobs
from .deps import DbSession, Member, Site, current_member
from .enums import Shelf
from .schemas import ToolQuery

router = APIRouter()


@router.get("/shelf/{shelf}")
def on_shelf(db: DbSession, shelf: Shelf, order: str = "name"):
    db.execute(text(f"SELECT * FROM tools WHERE shelf = '{shelf.value}'"))
    return db.execute(text(f"SELECT * FROM tools ORDER BY {order}")).all()  # expect: py-sqli-tainted-query


@router.get("/tool/{tool_id}")
def tool(db: DbSession, member: Member, tool_id: UUID):
    return db.execute(text(f"SELECT * FROM tools WHERE id = '{tool_id}' AND owner = {member['id']}")).all()


@router.get("/site")
def at_site(db: DbSession, site: Site):
    return db.execute(text(f"SELECT * FROM tools WHERE site = '{site}'")).all()  # expect: py-sqli-tainted-query


@router.get("/mine")
def mine(db: DbSession, member: dict = Depends(current_member)):
    return db.execute(text(f"SELECT * FROM loans WHERE member = '{member['name']}'")).all()


@router.post("/search")
def search(db: DbSession, query: ToolQuery):
    sql = f"SELECT * FROM tools WHERE shelf = '{query.shelf.value}' AND sku = '{query.sku}'"
    sql += f" ORDER BY {query.sort} LIMIT {query.limit}"
    db.execute(text(sql))
    return db.execute(text(f"SELECT * FROM tools WHERE notes LIKE '%{query.words}%'")).all()  # expect: py-sqli-tainted-query


@router.post("/photo")
def photo(tasks: BackgroundTasks, size: Annotated[str, Form()]):
    tasks.add_task(jobs.resize, "/srv/photos/upload.png", "640x480")
    tasks.add_task(jobs.resize, "/srv/photos/upload.png", size)  # expect: py-command-injection
    return {"queued": True}
