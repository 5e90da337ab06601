from flask import Flask

from notes.views.pages import pages
from notes.views.api import api

app = Flask(__name__)
app.secret_key = "dev-only"  # replaced from the environment in production
app.register_blueprint(pages)
app.register_blueprint(api, url_prefix="/api")
