#!/bin/sh
mysql -h db.internal -u root -pdeKfaSbVnEMhEd app < dump.sql
