from flask_login import LoginManager
from flask_restful import Api
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()
login_manager = LoginManager()
login_manager.login_view = "auth.login"
api = Api(prefix="/api/v1")
