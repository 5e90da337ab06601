import yaml
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/pipelines/import")
async def import_pipeline(file: UploadFile):
    raw = await file.read()
    spec = yaml.load(raw, Loader=yaml.Loader)
    return {"stages": len(spec.get("stages", []))}
