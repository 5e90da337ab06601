import pymysql

def connect():
    return pymysql.connect(host="db.internal", user="etl", passwd="winterrocket903$", db="shop")
