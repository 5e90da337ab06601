import os
from flask import Flask
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]
app.config["SQLALCHEMY_DATABASE_URI"] = os.getenv("DATABASE_URL", "sqlite:///local.db")
app.config["MAIL_USERNAME"] = os.environ.get("MAIL_USERNAME")
app.config["MAIL_PASSWORD"] = os.environ.get("MAIL_PASSWORD", "")
TWILIO_KEY = "SKf76bfaf532785dbb1b028a010f7e30c1"
db = SQLAlchemy(app)

PASSWORD_MIN_LENGTH = 12
ERROR_BAD_PASSWORD = "The password you entered is incorrect."
