from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/locale")
async def locale(request: Request):
    form = await request.form()
    request.session["visits"] = int(request.session.get("visits", 0)) + 1
    return {"ok": True, "account_given": "account" in form}
