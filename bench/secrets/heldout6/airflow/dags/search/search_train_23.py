import os
from airflow.decorators import dag, task
from airflow.models import Variable
from pendulum import datetime


@dag(schedule="@hourly", start_date=datetime(2026, 1, 1), catchup=False, tags=["llm"])
def search_train_23():
    @task
    def summarise(batch: list[str]) -> list[str]:
        from openai import OpenAI
        client = OpenAI(api_key=Variable.get("openai_api_key"))
        return [client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": b}]).choices[0].message.content for b in batch]

    summarise(["a", "b"])


search_train_23()
