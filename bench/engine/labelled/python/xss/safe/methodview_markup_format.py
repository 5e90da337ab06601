from flask import render_template, request
from flask.views import MethodView
from markupsafe import Markup


class ProfilePreview(MethodView):
    def post(self):
        bio = request.form.get("bio", "")
        snippet = Markup("<em>{}</em>").format(bio)
        return render_template("profile/preview.html", bio=snippet)
