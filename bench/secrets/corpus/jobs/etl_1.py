import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='G3-NAXGw^H6!dc5', db='warehouse')
