import subprocess

from fastapi import FastAPI

app = FastAPI()


@app.get("/diag/ping")
def ping(host: str, count: int = 1):
    proc = subprocess.run(["sh", "-c", f"ping -c {count} {host}"], capture_output=True, text=True, timeout=10)
    return {"output": proc.stdout}
