import aiohttp
from fastapi import FastAPI

app = FastAPI()


@app.get("/proxy")
async def proxy(target: str):
    async with aiohttp.ClientSession() as session:
        async with session.get(target) as resp:
            return {"status": resp.status}
