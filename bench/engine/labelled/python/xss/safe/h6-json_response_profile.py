from flask import Flask, jsonify, request
from flask.views import MethodView


class ProfileCard(MethodView):
    def get(self, username):
        nickname = request.cookies.get("nickname", username)
        return jsonify(username=username, nickname=nickname)


app = Flask(__name__)
app.add_url_rule("/u/<username>/card", view_func=ProfileCard.as_view("card"))
