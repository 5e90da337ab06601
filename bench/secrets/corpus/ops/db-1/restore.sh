#!/bin/sh
mysql -h db.internal -u root -pkXygfNUUf5ZIQd app < dump.sql
