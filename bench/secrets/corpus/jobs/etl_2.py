import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='=MfBMoGgB^5!DmL', db='warehouse')
