CREATE USER 'etl'@'10.%' IDENTIFIED BY 'PjVMt.Rv?)VCb+rLp.GM6LCSoF';
GRANT SELECT ON tamarind.* TO 'etl'@'10.%';
CREATE USER 'monitor'@'localhost' IDENTIFIED WITH auth_socket;
