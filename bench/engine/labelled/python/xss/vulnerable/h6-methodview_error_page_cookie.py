from flask import Flask, Response, request
from flask.views import MethodView


class ProfileCard(MethodView):
    def get(self, username):
        nickname = request.cookies.get("nickname", username)
        parts = ["<div class='card'>", "<h2>{}</h2>".format(nickname), "</div>"]
        return Response("".join(parts), mimetype="text/html")


app = Flask(__name__)
app.add_url_rule("/u/<username>/card", view_func=ProfileCard.as_view("card"))
