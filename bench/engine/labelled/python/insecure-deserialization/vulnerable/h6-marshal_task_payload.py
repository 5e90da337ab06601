import marshal
import types

from flask import Flask, request

app = Flask(__name__)


class TaskQueue:
    def __init__(self):
        self.jobs = []

    def enqueue(self, blob):
        code = marshal.loads(blob)
        self.jobs.append(types.FunctionType(code, {}))
        return len(self.jobs)


queue = TaskQueue()


@app.post("/tasks")
def submit_task():
    position = queue.enqueue(request.get_data())
    return {"queued": position}, 202
