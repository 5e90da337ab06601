import os
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
app.config["SQLALCHEMY_DATABASE_URI"] = os.getenv("DATABASE_URL", "sqlite:///local.db")
app.config["MAIL_USERNAME"] = os.environ.get("MAIL_USERNAME")
app.config["MAIL_PASSWORD"] = os.environ.get("MAIL_PASSWORD", "")
ANTHROPIC_KEY = "sk-ant-api03-hJUP3qBEeJTZWyCRi6JggvsW2Wn6PfC0y61oS-rEn16sMiNDvFamK0YUEFzF0BN2KAYjmGJCMwN4vIsN-R7CbISyae-dNAA"
db = SQLAlchemy(app)

PASSWORD_MIN_LENGTH = 12
ERROR_BAD_PASSWORD = "The password you entered is incorrect."
