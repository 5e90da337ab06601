from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'yo8iUf0kYIopryGQLaGOODmQZGNOsdhPJKoVuNGr'
app.config['SESSION_COOKIE_SECURE'] = True
