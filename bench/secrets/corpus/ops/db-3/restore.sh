#!/bin/sh
mysql -h db.internal -u root -p3ebeuDUD0gEMqj app < dump.sql
