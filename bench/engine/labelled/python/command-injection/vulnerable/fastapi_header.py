import subprocess
from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/trace")
def trace(x_target: str = Header()):
    result = subprocess.run("traceroute " + x_target, shell=True, capture_output=True, text=True)
    return {"out": result.stdout}
