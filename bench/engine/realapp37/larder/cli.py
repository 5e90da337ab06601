import click
from flask.cli import with_appcontext

from .extensions import db
from .models import ALL_MODELS, User
from .security import hash_password


@click.command("init-db")
@with_appcontext
def init_db_command():
    db.create_tables(ALL_MODELS, safe=True)
    click.echo("tables created")


@click.command("create-admin")
@click.argument("username")
@click.argument("email")
@click.password_option()
@with_appcontext
def create_admin(username, email, password):
    User.create(username=username, email=email, password_hash=hash_password(password), role="admin")
    click.echo(f"admin {username} created")


def register(app):
    app.cli.add_command(init_db_command)
    app.cli.add_command(create_admin)
