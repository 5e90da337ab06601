import os
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
app.config["SQLALCHEMY_DATABASE_URI"] = os.getenv("DATABASE_URL", "sqlite:///local.db")
app.config["MAIL_USERNAME"] = os.environ.get("MAIL_USERNAME")
app.config["MAIL_PASSWORD"] = os.environ.get("MAIL_PASSWORD", "")
SHOPIFY_KEY = "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"
db = SQLAlchemy(app)

PASSWORD_MIN_LENGTH = 12
ERROR_BAD_PASSWORD = "The password you entered is incorrect."
