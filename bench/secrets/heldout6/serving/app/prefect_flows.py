import os
from prefect import flow, task

os.environ.setdefault("PREFECT_API_URL", "https://api.prefect.cloud/api/accounts/87400fbb-fd67-44fd-858a-65c3ff846180/workspaces/fbb333aa-c8d9-4b9d-802e-9715b1a9a194")
os.environ.setdefault("PREFECT_API_KEY", "pnu_ihKummXkAbRHzPnU0jbcPm94r4iugGHNoIzZ")


@task
def score(batch_id: str) -> None:
    ...


@flow
def nightly() -> None:
    score("10506543-89be-44ad-b267-03b066c091f2")
