/**
 * A Python parameter's hint declares the type of its value through the wrappers that only annotate
 * it (`Annotated[T, …]`, `Optional[T]`, `T | None`) and through module-level aliases of those, so
 * a FastAPI route's `db: DbSession` (`DbSession = Annotated[Session, Depends(get_db)]`) is a
 * SQLAlchemy `Session`: the records it reads are stored data (rules/python/models/stored-data.yaml).
 * Also: an f-string field with a numeric presentation type (`{n:d}`) prints digits only.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type SourceFile } from '../../src/engine/index.js';

const DEPS = `from collections.abc import Iterator
from typing import Annotated, Optional

from fastapi import Depends
from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("sqlite://")
SessionLocal = sessionmaker(bind=engine)


def get_db() -> Iterator[Session]:
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


DbSession = Annotated[Session, Depends(get_db)]
MaybeSession = Optional[DbSession]
`;

const ROUTES = `from uuid import UUID

from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from markupsafe import escape
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.deps import DbSession, MaybeSession
from app.models import Note

router = APIRouter()


def load(db: Session, note_id: UUID) -> Note:
    return db.scalars(select(Note).where(Note.id == note_id)).first()


@router.get("/notes/{note_id}", response_class=HTMLResponse)
def show(db: DbSession, note_id: UUID):
    note = load(db, note_id)
    return f"<blockquote>{note.body}</blockquote>"


@router.get("/notes/{note_id}/escaped", response_class=HTMLResponse)
def show_escaped(db: DbSession, note_id: UUID):
    note = load(db, note_id)
    return f"<blockquote>{escape(note.body)}</blockquote>"


@router.get("/notes/{note_id}/stars", response_class=HTMLResponse)
def stars(db: MaybeSession, note_id: UUID):
    note = load(db, note_id)
    return f"<p>{note.stars:d} stars, {note.score:>8.2f}</p>"


@router.get("/notes/{note_id}/title", response_class=HTMLResponse)
def title(db: MaybeSession, note_id: UUID):
    note = load(db, note_id)
    return f"<h1>{note.title:>20}</h1>"
`;

const files: SourceFile[] = [
  { path: 'app/__init__.py', content: Buffer.from('') },
  { path: 'app/deps.py', content: Buffer.from(DEPS) },
  { path: 'app/models.py', content: Buffer.from('class Note:\n    pass\n') },
  { path: 'app/routes.py', content: Buffer.from(ROUTES) },
];

describe('Python hints declare the type of a parameter through Annotated, Optional and aliases', () => {
  it('reads records through a Depends-provided session as stored data; numeric format fields are clean', async () => {
    const result = await analyzeFiles(files, { parallel: false, secrets: false });
    const stored = result.findings.filter((f) => f.ruleId === 'py-xss-stored').map((f) => `${f.filePath}:${f.lineNumber}`);
    expect([...new Set(stored)].sort()).toEqual(['app/routes.py:22', 'app/routes.py:40']);
  });
});
