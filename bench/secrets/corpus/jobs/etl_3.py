import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='pd^LLQ+7+H7!Vlu', db='warehouse')
