FROM mysql:8
ENV MYSQL_ROOT_PASSWORD=zebrafalcon48*
ENV MYSQL_DATABASE=shop
COPY schema.sql /docker-entrypoint-initdb.d/
