from label_studio_sdk import Client

ls = Client(url="https://labels.lakehouse.internal", api_key="41a6c399df277e99950698352c16f9612a989270")
project = ls.get_project(27)
