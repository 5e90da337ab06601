import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='LjHp+Gxp+M0!aOZ', db='warehouse')
