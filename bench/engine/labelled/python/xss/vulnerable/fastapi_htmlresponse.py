from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/banner", response_class=HTMLResponse)
def banner(message: str):
    return HTMLResponse(content=f"<div class='banner'>{message}</div>")
