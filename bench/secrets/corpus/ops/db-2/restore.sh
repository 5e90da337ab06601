#!/bin/sh
mysql -h db.internal -u root -p0mEpMaU6bZFNTd app < dump.sql
