import base64
import marshal
from fastapi import FastAPI

app = FastAPI()


@app.post("/restore")
def restore(blob: str):
    state = marshal.loads(base64.b64decode(blob))
    return {"restored": bool(state)}
