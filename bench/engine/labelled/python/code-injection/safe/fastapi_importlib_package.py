import importlib
from fastapi import FastAPI

app = FastAPI()


@app.get("/export")
def export(fmt: str):
    module = importlib.import_module("exporters." + fmt)
    return module.run()
