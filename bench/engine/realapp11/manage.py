import click

from docket import create_app
from docket.extensions import db
from docket.models import User
from docket.utils import hashing

app = create_app()


@app.cli.command("create-admin")
@click.argument("username")
@click.argument("email")
@click.password_option()
def create_admin(username, email, password):
    with app.app_context():
        db.session.add(User(username=username, email=email, password_hash=hashing.hash_password(password), role="admin", firm_id=1))
        db.session.commit()
    click.echo(f"created {username}")
