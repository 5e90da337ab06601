from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'Be9ZqqYIdb5VqMEbBSFp9ZORSpNPdyT4tvU6ganj'
app.config['SESSION_COOKIE_SECURE'] = True
