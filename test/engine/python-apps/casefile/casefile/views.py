from flask import request
from flask.views import MethodView
from jinja2.sandbox import SandboxedEnvironment

from .store import RecordService, RecordStore

sandbox = SandboxedEnvironment(autoescape=True)


class BaseView(MethodView):
    def __init__(self):
        self.service = RecordService()


class SearchView(BaseView):
    # No constructor of its own: the base class's gives it `self.service`.
    def get(self):
        rows = self.service.find(request.args.get("q", ""))  # expect: py-sqli-tainted-query
        return {"count": len(rows)}


class RecordView(MethodView):
    def get(self, record_id):
        row = RecordStore().by_id(record_id)
        return f"<p>Record {record_id}: {len(row or [])} fields</p>"


class FolderView(MethodView):
    # Registered twice: once through <int:…>, once through <path:…>; the second keeps it request data.
    def get(self, folder_id):
        rows = RecordStore().in_folder(folder_id)  # expect: py-sqli-tainted-query
        return {"count": len(rows)}


class TemplateView(MethodView):
    def post(self):
        text = request.form["template"]
        return {"html": sandbox.from_string(text).render(today="2024-01-01")}
