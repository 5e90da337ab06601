import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='arg4!3w=nX8!Pt0', db='warehouse')
