from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()
DESTINATIONS = {"docs": "/docs", "home": "/"}


@app.get("/out")
def out(to: str):
    return RedirectResponse(url=DESTINATIONS.get(to, "/"))
