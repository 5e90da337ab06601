from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/locale")
async def locale(request: Request):
    form = await request.form()
    request.session["account"] = form["account"]
    return {"ok": True}
