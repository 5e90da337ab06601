import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='!=zWVq6oX-7!TIM', db='warehouse')
