from flask import Flask, request
from peewee import SQL, CharField, DatabaseProxy, Model

db = DatabaseProxy()
app = Flask(__name__)


class BaseModel(Model):
    class Meta:
        database = db


class Crate(BaseModel):
    label = CharField()


def by_label(label):
    # ruleid: py-sqli-tainted-query
    return list(Crate.raw("SELECT * FROM crate WHERE label = '%s'" % label))


@app.route("/crates")
def crates():
    label = request.args.get("label", "")
    # ruleid: py-sqli-tainted-query
    rows = by_label(label)
    # ruleid: py-sqli-tainted-query
    rows += list(Crate.select().where(SQL("label LIKE '" + label + "%'")))
    # ruleid: py-sqli-tainted-query
    rows += list(Crate.select().order_by(SQL(label)))
    # ruleid: py-sqli-tainted-query
    db.execute_sql(f"DELETE FROM crate WHERE label = '{label}'")
    # ok: py-sqli-tainted-query
    rows += list(Crate.raw("SELECT * FROM crate WHERE label = %s", label))
    # ok: py-sqli-tainted-query
    rows += list(Crate.select().where(SQL("label = %s", [label])))
    # ok: py-sqli-tainted-query
    rows += list(Crate.select().where(Crate.label == label).order_by(Crate.label))
    # ok: py-sqli-tainted-query
    db.execute_sql("DELETE FROM crate WHERE label = %s", (label,))
    return str(len(rows))
