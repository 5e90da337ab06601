from fastapi import FastAPI

app = FastAPI()


@app.get("/banner")
def banner(message: str):
    return {"banner": message}
