#!/bin/sh
mysql -h db.internal -u root -pqWHIBNNghClmjc app < dump.sql
