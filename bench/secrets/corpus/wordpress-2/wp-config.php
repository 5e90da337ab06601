<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'QjrkX9ctE=5!8dn' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'xmjLV67mh9wcChdtozNb6BNOyDtGEfE70dfDXRJWk85OTxhxJRM8ry8yiEZLTQLQ' );
$table_prefix = 'wp_';
