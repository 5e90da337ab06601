import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='DK6i4y48nF9!XWt', db='warehouse')
