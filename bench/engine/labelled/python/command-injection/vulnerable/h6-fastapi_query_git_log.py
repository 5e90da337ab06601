import subprocess

from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
REPO_DIR = "/srv/repos/main"


@app.get("/git/log")
async def git_log(branch: str = Query("main"), limit: int = 20):
    cmd = "git -C %s log --oneline -n %d %s" % (REPO_DIR, limit, branch)
    proc = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = proc.communicate(timeout=15)
    if proc.returncode != 0:
        raise HTTPException(status_code=400, detail=err.decode())
    return {"commits": out.decode().splitlines()}
