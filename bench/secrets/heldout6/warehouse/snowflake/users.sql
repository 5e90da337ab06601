use role securityadmin;

create user if not exists looker_svc
  password = 'pangolin-sprocket-paddock-06'
  default_role = reporter
  must_change_password = false;

create user if not exists dbt_prod
  rsa_public_key = '/0I7bp4DdkY8dppsqSjlBMWS7ZrvcbZ7myHCHCwAlMEWGaZSlykXTGuKnqJWOV5cik+Y3mZNDna4Yq7UwnDVQ9rIVwxgTZn++3RWbc0jFdQmfIXlpqTpz+9USS65VPM3ngAZJHW2OO7mdCoJyKR/dxeiZUr2NWUas3DR/rGots4sktDG6C9l3nXT47DgfNnHYIWxyxAwO1aSbwm/rOd5huXRbaYu2iNJ+Q/NhjM9OvgG4BZmBB1+e21DsCnoahrt3baCZnVgmdMQbUVXJyzNsGBqMifYUJn6GHdoTOR60oHwTuqNcq4xeQi9aBEsPyao8VGxtRO6zN9L7UlhbxKLLwNi+b65RJ5HeHMkC5I0fag4Ceohb1oC+y/i1rUd9EMHmYN7rnZ5'
  default_role = transformer;

alter user analyst_temp set password = 'b9c74528146d36f23f';
