from flask import Flask
from flask_restful import Api

from .resources import MooringList, MooringNotes

app = Flask(__name__)
api = Api(app)
api.add_resource(MooringList, "/moorings")
api.add_resource(MooringNotes, "/moorings/<int:mooring_id>/notes")
