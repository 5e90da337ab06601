from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
EXPORTS = Path("/data/exports")


@app.get("/exports/{name}")
def get_export(name: str):
    target = EXPORTS / name
    if not target.exists():
        raise HTTPException(status_code=404)
    return FileResponse(target)
