import pymysql

conn = pymysql.connect(host='db.internal', user='etl', passwd='*fzN9fcasy6!lmX', db='warehouse')
