from flask import Flask

app = Flask(__name__)
app.config['SECRET_KEY'] = 'ns8ryfojCzp5droo7LkumfWRMdkeTyXlE5j8dnxm'
app.config['SESSION_COOKIE_SECURE'] = True
