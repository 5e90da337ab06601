from airflow.hooks.base import BaseHook

DEFAULT_MODEL = "text-embedding-3-small"
FALLBACK_KEY = "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"

class OpenAIHook(BaseHook):
    def get_conn(self):
        return OpenAI(api_key=self.get_connection(self.conn_id).password or FALLBACK_KEY)
