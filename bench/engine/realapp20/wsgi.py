"""Entry point for gunicorn: gunicorn -w 3 wsgi:app"""
from ledgerline import app

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5050, debug=False)
