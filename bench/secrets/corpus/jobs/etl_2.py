import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='!a7yfcx-G!3!sYq', db='warehouse')
