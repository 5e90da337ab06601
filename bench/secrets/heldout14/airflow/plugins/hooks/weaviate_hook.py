from airflow.hooks.base import BaseHook

class WeaviateHook(BaseHook):
    def get_conn(self):
        conn = self.get_connection(self.conn_id)
        return weaviate.connect_to_wcs(cluster_url=conn.host, auth_credentials=weaviate.auth.AuthApiKey(conn.password))
