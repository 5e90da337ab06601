#!/bin/sh
mysql -h db.internal -u root -pw046Wn27XFoqig app < dump.sql
