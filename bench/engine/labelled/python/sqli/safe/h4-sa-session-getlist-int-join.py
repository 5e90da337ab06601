from flask import Flask, request
from sqlalchemy import create_engine, text
from sqlalchemy.orm import sessionmaker

app = Flask(__name__)
engine = create_engine("postgresql+psycopg2://app@localhost/app")
Session = sessionmaker(bind=engine)


def archive_tickets():
    ids = [int(raw) for raw in request.form.getlist("ticket")]
    joined = ", ".join(str(i) for i in ids)
    with Session() as db:
        db.execute(text(f"UPDATE tickets SET archived = true WHERE id IN ({joined})"))
        db.commit()
    return "", 204


app.add_url_rule("/tickets/archive", "archive_tickets", archive_tickets, methods=["POST"])
