from flask import g
from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

SessionFactory = sessionmaker(expire_on_commit=False)
_engine = None


def init_db(app):
    global _engine
    _engine = create_engine(app.config["SQLALCHEMY_URL"], pool_pre_ping=True, future=True)
    SessionFactory.configure(bind=_engine)
    app.teardown_appcontext(close_session)


def get_session() -> Session:
    if "db_session" not in g:
        g.db_session = SessionFactory()
    return g.db_session


def close_session(exc=None):
    session = g.pop("db_session", None)
    if session is not None:
        if exc is not None:
            session.rollback()
        session.close()


def get_engine():
    return _engine
