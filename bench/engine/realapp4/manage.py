"""Management commands: python manage.py <command>."""
import csv
import os
import random
import subprocess
from datetime import date, timedelta

import click
from flask.cli import FlaskGroup

from tallybook import create_app
from tallybook.extensions import db
from tallybook.models import Expense, Team, User
from tallybook.utils import security


def _app():
    return create_app(os.environ.get("TALLYBOOK_ENV", "development"))


@click.group(cls=FlaskGroup, create_app=_app)
def cli():
    """Tallybook management."""


@cli.command("init-db")
def init_db():
    db.create_all()
    click.echo("database ready")


@cli.command("create-admin")
@click.argument("email")
@click.password_option()
def create_admin(email, password):
    team = Team(name="Administrators")
    db.session.add(team)
    db.session.flush()
    db.session.add(User(email=email, password_hash=security.hash_password(password), role="admin", team_id=team.id))
    db.session.commit()
    click.echo(f"created {email}")


@cli.command("seed-demo")
@click.option("--rows", default=200)
def seed_demo(rows):
    team = Team.query.first()
    user = User.query.filter_by(team_id=team.id).first()
    categories = ["travel", "meals", "software", "office"]
    for i in range(rows):
        db.session.add(
            Expense(
                team_id=team.id,
                user_id=user.id,
                title=f"Demo expense {i}",
                category=random.choice(categories),
                amount_cents=random.randint(300, 45000),
                spent_on=date.today() - timedelta(days=random.randint(0, 365)),
            )
        )
    db.session.commit()


@cli.command("import-users")
@click.argument("path", type=click.Path(exists=True))
def import_users(path):
    """Import accounts exported from the old PHP app (unsalted MD5 hashes, upgraded on next login)."""
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            db.session.add(User(email=row["email"].lower(), password_hash=row["md5"], legacy_hash=True))
    db.session.commit()


@cli.command("backup")
@click.option("--out", default="backup.sql")
def backup(out):
    url = _app().config["SQLALCHEMY_DATABASE_URI"]
    subprocess.run(f"pg_dump '{url}' > {out}", shell=True, check=True)


if __name__ == "__main__":
    cli()
