#!/bin/sh
mysql -h db.internal -u root -pb8Mo29GR8FAcvl app < dump.sql
