from sqlalchemy import create_engine

engine = create_engine("postgresql+psycopg2://reporting:Nimbusharbor858@mysql.prod.svc.cluster.local:5432/warehouse", pool_pre_ping=True)
