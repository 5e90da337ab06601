import importlib
from fastapi import FastAPI, HTTPException

app = FastAPI()
FORMATS = ("csv", "xlsx")


@app.get("/export")
def export(fmt: str):
    if fmt not in FORMATS:
        raise HTTPException(status_code=400)
    module = importlib.import_module("exporters." + fmt)
    return module.run()
