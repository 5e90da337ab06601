from typing import Annotated

from fastapi import Depends, Header
from sqlalchemy import text
from sqlalchemy.orm import Session

from .database import get_db

DbSession = Annotated[Session, Depends(get_db)]


def current_member(db: DbSession, authorization: Annotated[str, Header()]) -> dict:
    row = db.execute(text("SELECT id, name FROM members WHERE token = :t"), {"t": authorization}).first()
    return {"id": row.id, "name": row.name}


Member = Annotated[dict, Depends(current_member)]


def site_header(x_site: Annotated[str, Header()] = "main") -> str:
    return x_site


Site = Annotated[str, Depends(site_header)]
