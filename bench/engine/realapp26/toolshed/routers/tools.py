from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, HTTPException, Query
from sqlalchemy import select, text

from ..deps import AdminUser, Branch, DbSession
from ..enums import SortField, ToolCategory
from ..models import Tool
from ..schemas import ToolCreate, ToolFilter, ToolOut
from ..services import legacy_db, tool_service

router = APIRouter(prefix="/api/tools", tags=["tools"])


@router.get("/", response_model=list[ToolOut])
def list_tools(db: DbSession, category: ToolCategory | None = None, sort: SortField = SortField.name,
               limit: Annotated[int, Query(le=100)] = 20):
    stmt = select(Tool).order_by(text(sort.value)).limit(limit)
    if category is not None:
        stmt = stmt.where(Tool.category == category.value)
    return db.scalars(stmt).all()


@router.get("/search")
def search_tools(db: DbSession, q: str, branch: Branch):
    rows = db.execute(text(f"SELECT id, name, deposit FROM tools WHERE name ILIKE '%{q}%' AND branch = :branch"), {"branch": branch})
    return [dict(r._mapping) for r in rows]


@router.get("/branch")
def tools_at_branch(db: DbSession, branch: Branch):
    return tool_service.tools_in_branch(db, branch)


@router.get("/by-code/{code}", response_model=ToolOut)
def tool_by_code(db: DbSession, code: str):
    tool = db.scalars(select(Tool).where(Tool.code == code)).first()
    if tool is None:
        raise HTTPException(404, "no such tool")
    return tool


@router.get("/count/{branch_id}")
def count_at_branch(db: DbSession, branch_id: int):
    return {"count": db.execute(text(f"SELECT count(*) FROM tools WHERE branch_id = {branch_id}")).scalar_one()}


@router.get("/{tool_id}")
def get_tool(db: DbSession, tool_id: UUID):
    row = db.execute(text(f"SELECT * FROM tools WHERE id = '{tool_id}'")).first()
    if row is None:
        raise HTTPException(404, "no such tool")
    return dict(row._mapping)


@router.post("/filter")
def filter_tools(db: DbSession, body: ToolFilter):
    return tool_service.filter_tools(db, body)


@router.post("/", status_code=201, response_model=ToolOut)
def create_tool(db: DbSession, admin: AdminUser, body: ToolCreate):
    return tool_service.create_tool(db, body, admin)


@router.get("/legacy/{legacy_id}")
def legacy_tool(legacy_id: str):
    return legacy_db.find_tool(legacy_id)


@router.get("/legacy-notes")
def legacy_notes(word: str):
    return legacy_db.notes_matching(word)
