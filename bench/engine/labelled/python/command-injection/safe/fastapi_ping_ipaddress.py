import ipaddress
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()


@app.get("/diag/ping")
def ping(host: str, count: int = 1):
    try:
        addr = str(ipaddress.ip_address(host))
    except ValueError:
        raise HTTPException(status_code=400, detail="bad address")
    proc = subprocess.run(["ping", "-c", str(count), addr], capture_output=True, text=True, timeout=10)
    return {"output": proc.stdout}
