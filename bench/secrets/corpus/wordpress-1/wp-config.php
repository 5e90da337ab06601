<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'iyW+2*@e?t9!V2V' );
define( 'DB_HOST', getenv('DB_HOST') );
define( 'AUTH_KEY', 'oXoIqA4cj9RbU4UK5bWQ1FPkkWMhzJRcMnbk6wC4oRibmJSnCakNPzYvzywla95B' );
$table_prefix = 'wp_';
