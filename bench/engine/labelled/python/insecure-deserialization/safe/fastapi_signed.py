from fastapi import FastAPI
from itsdangerous import URLSafeSerializer

app = FastAPI()
serializer = URLSafeSerializer("rotate-me-from-env", salt="restore")


@app.post("/restore")
def restore(blob: str):
    state = serializer.loads(blob)
    return {"restored": bool(state)}
