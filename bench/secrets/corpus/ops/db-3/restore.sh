#!/bin/sh
mysql -h db.internal -u root -pXDdZJ85fCLFwg4 app < dump.sql
