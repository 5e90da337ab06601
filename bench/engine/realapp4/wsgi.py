import os

from tallybook import create_app

app = create_app(os.environ.get("TALLYBOOK_ENV", "production"))

if __name__ == "__main__":
    app.run(host="127.0.0.1", port=int(os.environ.get("PORT", "5000")))
