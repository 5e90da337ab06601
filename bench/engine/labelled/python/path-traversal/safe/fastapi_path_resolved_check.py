from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
EXPORTS = Path("/data/exports").resolve()


@app.get("/exports/{name}")
def get_export(name: str):
    target = (EXPORTS / name).resolve()
    if not target.is_relative_to(EXPORTS):
        raise HTTPException(status_code=400)
    if not target.exists():
        raise HTTPException(status_code=404)
    return FileResponse(target)
