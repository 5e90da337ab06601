import os

from flask import Flask
from flask_restx import Api, Namespace, Resource, reqparse
from werkzeug.datastructures import FileStorage
from werkzeug.utils import secure_filename

app = Flask(__name__)
api = Api(app)
ns = Namespace("stock")
api.add_namespace(ns, path="/stock")

upload = reqparse.RequestParser()
upload.add_argument("photo", type=FileStorage, location="files", required=True)


@ns.route("/")
class Items(Resource):
    def post(self):
        photo = upload.parse_args()["photo"]
        # ruleid: py-path-traversal
        photo.save(os.path.join("/srv/photos", photo.filename))
        # ok: py-path-traversal
        photo.save(os.path.join("/srv/photos", secure_filename(photo.filename)))
        return {"stored": True}
