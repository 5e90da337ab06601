from flask import Flask
from flask_restful import Api

from .api import ClientResource, LookupResource, NoteResource
from .auth import SignInView
from .views import FolderView, RecordView, SearchView, TemplateView


def create_app():
    app = Flask(__name__)
    app.add_url_rule("/records/<int:record_id>", view_func=RecordView.as_view("record"))
    app.add_url_rule("/search", view_func=SearchView.as_view("search"))
    folder = FolderView.as_view("folder")
    app.add_url_rule("/folders/<int:folder_id>", view_func=folder)
    app.add_url_rule("/folders/by-name/<path:folder_id>", view_func=folder)
    app.add_url_rule("/templates", view_func=TemplateView.as_view("templates"))
    app.add_url_rule("/sign-in", view_func=SignInView.as_view("sign_in"))
    api = Api(app)
    api.add_resource(ClientResource, "/clients/<ref>/<int:page>")
    api.add_resource(NoteResource, "/notes/<uuid:note_id>")
    api.add_resource(LookupResource, "/lookup")
    return app
