<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', '=NjphKGCw%0!URs' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'R1jBzxmMphvyuMHuWdc8fIlMzVqYohJT0e4BF8LDuYUz6yhqjmVMdk46ytCvv0k9' );
$table_prefix = 'wp_';
