from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/out")
def out(to: str):
    return RedirectResponse(url=to)
