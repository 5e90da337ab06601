from flask import redirect, request
from flask.views import MethodView

from .safety import relative_only, same_site


class SignInView(MethodView):
    def post(self):
        target = request.form.get("next", "")
        if same_site(target):
            return redirect(target)
        back = request.form.get("back", "")
        if relative_only(back):
            return redirect(back)  # expect: py-open-redirect
        return redirect("/")
