from sqlalchemy import select, text
from sqlalchemy.orm import Session

from ..models import Member, Tool
from ..schemas import ToolCreate, ToolFilter


def filter_tools(db: Session, f: ToolFilter) -> list[dict]:
    sql = "SELECT id, code, name, category, deposit FROM tools WHERE active"
    params: dict = {}
    if f.category is not None:
        sql += f" AND category = '{f.category.value}'"
    if f.max_deposit is not None:
        sql += f" AND deposit <= {f.max_deposit}"
    if f.text:
        sql += " AND description ILIKE :text"
        params["text"] = f"%{f.text}%"
    sql += f" ORDER BY {f.sort}"
    return [dict(r._mapping) for r in db.execute(text(sql), params)]


def search_by_name(db: Session, term: str) -> list[Tool]:
    if not term:
        return []
    stmt = select(Tool).where(Tool.name.ilike(f"%{term}%")).order_by(Tool.name).limit(50)
    return list(db.scalars(stmt))


def tools_in_branch(db: Session, branch: str) -> list[dict]:
    rows = db.execute(text("SELECT id, code, name FROM tools WHERE branch = '" + branch + "' ORDER BY name"))
    return [dict(r._mapping) for r in rows]


def create_tool(db: Session, body: ToolCreate, actor: Member) -> Tool:
    tool = Tool(code=body.code, name=body.name, category=body.category.value, deposit=body.deposit,
                description=body.description, branch=body.branch)
    db.add(tool)
    db.execute(text(f"INSERT INTO audit_log (actor_id, action) VALUES ({actor.id}, 'tool.create {body.code}')"))
    db.execute(text(f"UPDATE branches SET tool_count = tool_count + 1 WHERE name = '{body.branch}'"))
    db.commit()
    return tool


def rename_tool(db: Session, tool: Tool, name: str) -> None:
    db.execute(text("UPDATE tools SET name = :name WHERE id = :id"), {"name": name, "id": tool.id})
    db.commit()
